import { Button } from '../../components/ui/Button';
import type { GoogleSignIn } from './useGoogleSignIn';

/**
 * 'Começar com Google': warms the sign-in up as the owner reaches for it, signs in on click.
 * `compacto`: the header's 'Entrar' for returning owners, the same sign-in in a small secondary button.
 */
export function GoogleButton({
  signIn,
  label,
  pronto = true,
  compacto = false,
  className,
}: {
  signIn: GoogleSignIn;
  label: string;
  /** False in the build's drawing of the page (index.html): disabled until the app, which can sign in, replaces it. */
  pronto?: boolean;
  compacto?: boolean;
  className?: string;
}) {
  const { start, prepare, busy } = signIn;
  return (
    <Button
      onClick={() => void start()}
      onPointerEnter={prepare}
      onPointerDown={prepare}
      onFocus={prepare}
      disabled={busy || !pronto}
      size={compacto ? 'sm' : 'lg'}
      variant={compacto ? 'secondary' : 'primary'}
      className={className}
    >
      <GoogleMark />
      {busy && !compacto ? 'Abrindo o Google…' : label}
    </Button>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 rounded-full bg-white p-0.5" aria-hidden>
      <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.6-2.8z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}
