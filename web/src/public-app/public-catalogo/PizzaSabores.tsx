import { fracaoDoSabor } from '@vitrine/shared/produto';
import { rotuloDoSabor } from './sabores';

/** The slices' colours, warm and told apart from each other (up to SABORES_MAX = 4). */
const CORES = ['#fcd34d', '#fca5a5', '#bef264', '#fdba74'];
const RAIO = 46;

/** A point of the pizza's edge (or at `raio`), `graus` clockwise from the top. */
function ponto(graus: number, raio = RAIO) {
  const radianos = ((graus - 90) * Math.PI) / 180;
  return [50 + raio * Math.cos(radianos), 50 + raio * Math.sin(radianos)].map((valor) => Math.round(valor * 100) / 100) as [number, number];
}

/**
 * A half-and-half pizza (issue 30), drawn: a circle split into the chosen flavours' equal slices,
 * each labelled with its name. With none chosen yet, the whole pizza waits, dashed.
 */
export function PizzaSabores({ sabores, max }: { sabores: string[]; max: number }) {
  const partes = sabores.length;
  const descricao =
    partes === 0
      ? `Pizza: escolha até ${max} sabores`
      : `Pizza: ${sabores.map((nome) => (partes > 1 ? `${fracaoDoSabor(partes)} ${nome}` : nome)).join(' + ')}`;
  return (
    <svg viewBox="0 0 100 100" className="size-32 shrink-0" role="img" aria-label={descricao} data-testid="pizza-sabores">
      <circle cx="50" cy="50" r="49" fill="#b45309" />
      {partes === 0 && (
        <>
          <circle cx="50" cy="50" r={RAIO} fill="#fef3c7" stroke="#d97706" strokeDasharray="4 3" />
          <text x="50" y="53" textAnchor="middle" fontSize="8" fill="#92400e">
            {max} sabores
          </text>
        </>
      )}
      {partes === 1 && <circle cx="50" cy="50" r={RAIO} fill={CORES[0]} />}
      {partes > 1 &&
        sabores.map((nome, indice) => {
          const [x0, y0] = ponto((360 / partes) * indice);
          const [x1, y1] = ponto((360 / partes) * (indice + 1));
          return (
            <path
              key={`${nome}-${indice}`}
              d={`M50 50 L${x0} ${y0} A${RAIO} ${RAIO} 0 0 1 ${x1} ${y1} Z`}
              fill={CORES[indice]}
              stroke="#fff"
              strokeWidth="1.5"
            />
          );
        })}
      {sabores.map((nome, indice) => {
        const [x, y] = partes === 1 ? [50, 50] : ponto((360 / partes) * (indice + 0.5), partes === 2 ? 24 : 27);
        const { linhas, fonte } = rotuloDoSabor(nome, partes);
        // The lines centred on the slice's point: the first one half the block above it.
        const entreLinhas = fonte * 1.1;
        return (
          <text key={`${nome}-${indice}`} x={x} y={y + fonte / 3} textAnchor="middle" fontSize={fonte} fontWeight="600" fill="#422006">
            {linhas.map((linha, numero) => (
              <tspan key={numero} x={x} dy={numero === 0 ? (-(linhas.length - 1) * entreLinhas) / 2 : entreLinhas}>
                {linha}
              </tspan>
            ))}
          </text>
        );
      })}
    </svg>
  );
}
