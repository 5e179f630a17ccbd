import { renderToString } from 'react-dom/server';
import { Landing } from './Landing';

/**
 * The landing page's header and hero as the app's first render draws them, for the build to write
 * into index.html (web/build/primeira-dobra.ts): a visit to / paints the pitch with the first frame,
 * before any JavaScript, and the app then hydrates it (features/landing/main.tsx: the same elements, no layout shift). Only
 * the build imports this module; the app never does.
 */
export function primeiraDobraHtml(): string {
  return renderToString(<Landing onSignedIn={() => {}} soPrimeiraDobra />);
}
