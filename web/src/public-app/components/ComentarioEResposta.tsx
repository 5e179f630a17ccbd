/**
 * A review's comment and the shop's public answer (issue 47), as the tracking page and the
 * catalogue's sheet show them: text, never HTML (React writes it as text), line breaks kept.
 */
export function ComentarioEResposta({
  comentario,
  resposta,
  nomeLoja,
}: {
  comentario: string | null;
  resposta: string | null;
  nomeLoja: string;
}) {
  return (
    <>
      {comentario && <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{comentario}</p>}
      {resposta && (
        <p className="mt-2 rounded-xl bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700">
          <span className="font-medium text-slate-900">Resposta de {nomeLoja}: </span>
          {resposta}
        </p>
      )}
    </>
  );
}
