import type { RequestHandler, Response } from 'express';
import { INDISPONIVEL, INDISPONIVEL_RETRY_AFTER_SEGUNDOS } from './errors.js';

/**
 * Answers 503 (Portuguese message, Retry-After) to a request still unanswered after `ms`.
 *
 * Why: when Firestore cannot be reached the SDK keeps retrying with backoff, about 40 s for a read
 * and minutes for a transaction, while the customer stares at a spinner. The client hears within
 * `ms` (REQUEST_DEADLINE_MS) that nothing was confirmed and may retry.
 *
 * What it cannot do: stop the SDK. A transaction still retrying commits all or nothing, and may
 * still commit if Firestore comes back within its retries; orders carry an Idempotency-Key, so the
 * customer's retry then answers that same order instead of placing a second one. Whatever the
 * handler does afterwards finds the answer sent and is dropped (errors.ts ignores it).
 *
 * In Cloud Functions the body is read before the app runs, so `ms` never includes a slow upload.
 * `corpo` writes the answer's body: the API's JSON by default, the link-preview pages' HTML page.
 */
export function deadline(ms: number, corpo: (res: Response) => void = (res) => res.json({ error: INDISPONIVEL })): RequestHandler {
  return (_req, res, next) => {
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      res.status(503).set({ 'Retry-After': String(INDISPONIVEL_RETRY_AFTER_SEGUNDOS), 'Cache-Control': 'no-store' });
      corpo(res);
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    res.once('finish', clear);
    res.once('close', clear);
    next();
  };
}
