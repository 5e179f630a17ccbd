import { encode } from 'uqr';

/**
 * The PIX payment's QR Code, drawn here from the same BR Code as the copia-e-cola (for a customer
 * who ordered on a computer and pays with the phone's bank app). Its own chunk: uqr loads only
 * when a PIX box is on screen (PixCopiaECola).
 */
export function QrCodePix({ codigo }: { codigo: string }) {
  // M: the level bank apps read reliably on a screen; a 4-module quiet zone, as the standard asks.
  const { data, size } = encode(codigo, { ecc: 'M', border: 4 });
  const modulos = data.flatMap((linha, y) => linha.map((escuro, x) => (escuro ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label="QR Code PIX"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-44 rounded-xl bg-white ring-1 ring-emerald-200"
      data-testid="pix-qr-code"
    >
      <path d={modulos} fill="#0f172a" />
    </svg>
  );
}
