import {
  alertaPedidoParadoMin,
  DIAS_DA_SEMANA,
  FAIXAS_DISTANCIA_MAX,
  FORMAS_PAGAMENTO,
  HORARIOS_MAX,
  UFS,
  agendamentoSchema,
  atendimentoSchema,
  envioSchema,
  parsePrecoBR,
  z,
  type Atendimento,
  type AtendimentoInput,
} from '@vitrine/shared';

/**
 * The Atendimento form as the owner fills it, and how it becomes the PUT body: amounts are the text
 * typed the Brazilian way ('4,50'), hours are laid out per weekday, and sections that are switched
 * off (delivery, PIX, hours) send their "none" values, scheduling and shipping their own, switched off. The result goes through the server's own
 * atendimentoSchema, so the form refuses what the server would, with the same messages.
 */

const janelaSchema = z.object({ abre: z.string(), fecha: z.string() });
const diaSchema = z.object({ aberto: z.boolean(), janelas: z.array(janelaSchema) });

const formFields = z.object({
  pausado: z.boolean(),
  retirada: z.boolean(),
  entrega: z.boolean(),
  taxa_entrega: z.string(),
  bairros: z.array(z.object({ nome: z.string(), taxa: z.string() })),
  entrega_gratis_acima: z.string(),
  pedido_minimo: z.string(),
  formas_pagamento: z.array(z.enum(FORMAS_PAGAMENTO)),
  pix: z.object({ chave: z.string(), nome: z.string(), cidade: z.string() }),
  /** Off: no hours, the shop is always open. */
  usar_horarios: z.boolean(),
  /** Seven days, domingo (0) to sábado (6), as `horarios[].dia` counts them. */
  dias: z.array(diaSchema).length(DIAS_DA_SEMANA.length),
  /** Minutes, as typed: a waiting order's second push (0: none). */
  alerta_pedido_parado_min: z.string(),
  /** Scheduled orders (issue 31); off is sent as null. Numbers as typed. */
  agendamento: z.object({
    ativo: z.boolean(),
    antecedencia_min: z.string(),
    dias: z.string(),
    intervalo_min: z.enum(['15', '30', '60']),
    somente_agendado: z.boolean(),
  }),
  /** The shop's point as typed or from the browser ('-23.5505' or '-23,5505'); both blank: none. */
  localizacao: z.object({ lat: z.string(), lng: z.string() }),
  /** Delivery fee by distance, ascending ('3' km, '5,00'). */
  faixas_distancia: z.array(z.object({ ate_km: z.string(), taxa: z.string() })),
  /** Shipping by state: one row per state the owner added; taxa_padrao blank is "Frete a combinar". */
  envio: z.object({
    ativo: z.boolean(),
    taxas_por_uf: z.array(z.object({ uf: z.string(), taxa: z.string() })),
    taxa_padrao: z.string(),
    prazo: z.string(),
  }),
});
export type AtendimentoFormValues = z.input<typeof formFields>;

export const VALOR_INVALIDO = 'Valor inválido: use só números, como 4,50.';
const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;
const JANELA_PADRAO = { abre: '08:00', fecha: '18:00' };

/** A typed amount: null when blank, NaN when it is no amount. */
function valor(texto: string): number | null {
  const typed = texto.trim();
  return typed === '' ? null : (parsePrecoBR(typed) ?? Number.NaN);
}

/** The windows of the open days, in the order `horarios` lists them, with where each sits in the form. */
function janelasAbertas(values: AtendimentoFormValues) {
  return values.dias.flatMap((dia, indiceDia) =>
    dia.aberto ? dia.janelas.map((janela, indiceJanela) => ({ ...janela, dia: indiceDia, indiceJanela })) : [],
  );
}

/** Whole minutes as typed; blank or not a number is NaN, which the server's schema refuses with its own message. */
function minutos(texto: string): number {
  const typed = texto.trim();
  return typed === '' ? Number.NaN : Number(typed.replace(',', '.'));
}

/** A typed decimal ('3', '2,5', '-23.55'): null when blank, NaN when it is no number. */
function decimal(texto: string): number | null {
  const typed = texto.trim().replace(',', '.');
  if (typed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN;
}

export const COORDENADA_INVALIDA = 'Use só números, como -23,5505.';
export const AGENDAMENTO_PADRAO = {
  ativo: false,
  antecedencia_min: '60',
  dias: '7',
  intervalo_min: '30',
  somente_agendado: false,
} as const;

/*
 * Scheduling and shipping switched off still send the owner's values (with `ativo: false`), so
 * switching them on again brings them back as they were. They go as null, the section's absence,
 * when the owner never set them (the form's defaults) or when they would not save (a field left
 * half-typed while the section was hidden).
 */
function toAgendamento({ agendamento }: AtendimentoFormValues): AtendimentoInput['agendamento'] {
  if (!agendamento.ativo && JSON.stringify({ ...agendamento, somente_agendado: false }) === JSON.stringify(AGENDAMENTO_PADRAO)) return null;
  const enviado = {
    ativo: agendamento.ativo,
    antecedencia_min: minutos(agendamento.antecedencia_min),
    dias: minutos(agendamento.dias),
    intervalo_min: Number(agendamento.intervalo_min) as 15 | 30 | 60,
    // "Only scheduled orders" needs scheduling on: the API refuses it otherwise.
    somente_agendado: agendamento.ativo && agendamento.somente_agendado,
  };
  return enviado.ativo || agendamentoSchema.safeParse(enviado).success ? enviado : null;
}

function toLocalizacao({ localizacao }: AtendimentoFormValues): AtendimentoInput['localizacao'] {
  const lat = decimal(localizacao.lat);
  const lng = decimal(localizacao.lng);
  return lat === null && lng === null ? null : { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN };
}

function toEnvio({ envio }: AtendimentoFormValues): AtendimentoInput['envio'] {
  if (!envio.ativo && envio.taxas_por_uf.length === 0 && !envio.taxa_padrao.trim() && !envio.prazo.trim()) return null;
  const enviado = {
    ativo: envio.ativo,
    taxas_por_uf: Object.fromEntries(envio.taxas_por_uf.map(({ uf, taxa }) => [uf, valor(taxa) ?? 0])),
    taxa_padrao: valor(envio.taxa_padrao),
    prazo: envio.prazo,
  };
  return enviado.ativo || envioSchema.safeParse(enviado).success ? enviado : null;
}

function toAtendimentoInput(values: AtendimentoFormValues): AtendimentoInput {
  const { entrega, formas_pagamento } = values;
  return {
    pausado: values.pausado,
    retirada: values.retirada,
    entrega,
    taxa_entrega: (entrega && valor(values.taxa_entrega)) || 0,
    bairros: entrega ? values.bairros.map(({ nome, taxa }) => ({ nome, taxa: valor(taxa) ?? 0 })) : [],
    entrega_gratis_acima: entrega ? valor(values.entrega_gratis_acima) : null,
    pedido_minimo: valor(values.pedido_minimo) ?? 0,
    formas_pagamento,
    pix: formas_pagamento.includes('pix') ? values.pix : null,
    horarios: values.usar_horarios ? janelasAbertas(values).map(({ dia, abre, fecha }) => ({ dia, abre, fecha })) : [],
    alerta_pedido_parado_min: minutos(values.alerta_pedido_parado_min),
    agendamento: toAgendamento(values),
    // The point and the bands belong to delivery: off, they go like the neighbourhoods.
    localizacao: entrega ? toLocalizacao(values) : null,
    faixas_distancia: entrega
      ? values.faixas_distancia.map(({ ate_km, taxa }) => ({ ate_km: decimal(ate_km) ?? Number.NaN, taxa: valor(taxa) ?? 0 }))
      : [],
    envio: toEnvio(values),
  };
}

/** A typed number as the number it is ("20" and "20,00", "-23.55" and "-23,55", "1.000,00"); any other text as typed. */
function comoValor(texto: string): string | number {
  const lido = decimal(texto);
  if (lido !== null && !Number.isNaN(lido)) return lido;
  const preco = valor(texto);
  return preco !== null && !Number.isNaN(preco) ? preco : texto;
}

/** The form's values to compare: numbers as numbers, objects' keys in order, the payment methods as a set. */
function comparavel(values: AtendimentoFormValues): string {
  const canonico = (item: unknown): unknown => {
    if (typeof item === 'string') return comoValor(item);
    if (Array.isArray(item)) return item.map(canonico);
    if (item && typeof item === 'object')
      return Object.fromEntries(
        Object.entries(item)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([chave, campo]) => [chave, canonico(campo)]),
      );
    return item;
  };
  return JSON.stringify(canonico({ ...values, formas_pagamento: [...values.formas_pagamento].sort() }));
}

/**
 * Whether the form holds something to save: its values against the saved ones, as values, not as
 * texts. react-hook-form's isDirty compares the texts, so "20" typed back for the "20,00" shown, or
 * the payment methods ticked again in another order, stayed "Alterações não salvas".
 */
export const atendimentoAlterado = (values: AtendimentoFormValues, salvos: AtendimentoFormValues) =>
  comparavel(values) !== comparavel(salvos);

export const atendimentoFormSchema = formFields
  .superRefine((values, ctx) => {
    const amount = (texto: string, path: (string | number)[], obrigatorio?: string) => {
      const lido = valor(texto);
      if (lido === null && obrigatorio) ctx.addIssue({ code: 'custom', path, message: obrigatorio });
      if (Number.isNaN(lido)) ctx.addIssue({ code: 'custom', path, message: VALOR_INVALIDO });
    };
    amount(values.pedido_minimo, ['pedido_minimo']);
    if (values.entrega) {
      amount(values.taxa_entrega, ['taxa_entrega']);
      amount(values.entrega_gratis_acima, ['entrega_gratis_acima']);
      values.bairros.forEach((bairro, index) => {
        // Both at once: the server's schema would only name the missing name once the fee reads.
        if (!bairro.nome.trim()) ctx.addIssue({ code: 'custom', path: ['bairros', index, 'nome'], message: 'Informe o nome do bairro.' });
        amount(bairro.taxa, ['bairros', index, 'taxa'], 'Informe a taxa (0 se for grátis).');
      });
    }
    if (values.entrega) {
      for (const campo of ['lat', 'lng'] as const) {
        if (Number.isNaN(decimal(values.localizacao[campo])))
          ctx.addIssue({ code: 'custom', path: ['localizacao', campo], message: COORDENADA_INVALIDA });
      }
      if (values.faixas_distancia.length > FAIXAS_DISTANCIA_MAX) {
        ctx.addIssue({ code: 'custom', path: ['faixas_distancia'], message: `Use no máximo ${FAIXAS_DISTANCIA_MAX} faixas.` });
      }
      values.faixas_distancia.forEach((faixa, index) => {
        const km = decimal(faixa.ate_km);
        if (km === null) ctx.addIssue({ code: 'custom', path: ['faixas_distancia', index, 'ate_km'], message: 'Informe até quantos km.' });
        if (Number.isNaN(km))
          ctx.addIssue({ code: 'custom', path: ['faixas_distancia', index, 'ate_km'], message: 'Use só números, como 3 ou 2,5.' });
        amount(faixa.taxa, ['faixas_distancia', index, 'taxa'], 'Informe a taxa (0 se for grátis).');
      });
    }
    if (values.envio.ativo) {
      const vistos = new Set<string>();
      values.envio.taxas_por_uf.forEach(({ uf, taxa }, index) => {
        if (!(UFS as readonly string[]).includes(uf))
          ctx.addIssue({ code: 'custom', path: ['envio', 'taxas_por_uf', index, 'uf'], message: 'Escolha o estado.' });
        else if (vistos.has(uf))
          ctx.addIssue({ code: 'custom', path: ['envio', 'taxas_por_uf', index, 'uf'], message: `Estado repetido: ${uf}.` });
        vistos.add(uf);
        amount(taxa, ['envio', 'taxas_por_uf', index, 'taxa'], 'Informe o frete (0 se for grátis).');
      });
      amount(values.envio.taxa_padrao, ['envio', 'taxa_padrao']);
    }
    if (values.usar_horarios) {
      const abertas = janelasAbertas(values);
      if (abertas.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['usar_horarios'],
          message: 'Abra a loja em ao menos um dia, ou desligue os horários para ficar sempre aberta.',
        });
      }
      if (abertas.length > HORARIOS_MAX) {
        ctx.addIssue({ code: 'custom', path: ['usar_horarios'], message: `Cadastre no máximo ${HORARIOS_MAX} horários.` });
      }
      for (const { dia, indiceJanela, abre, fecha } of abertas) {
        for (const [campo, hora] of [
          ['abre', abre],
          ['fecha', fecha],
        ] as const) {
          if (!HORA.test(hora)) {
            ctx.addIssue({ code: 'custom', path: ['dias', dia, 'janelas', indiceJanela, campo], message: 'Informe o horário.' });
          }
        }
      }
    }
  })
  .transform(toAtendimentoInput)
  .pipe(atendimentoSchema);

/** Reais as the owner types them ('4,50'); blank for none. */
export const valorParaDigitar = (reais: number | null) =>
  reais === null ? '' : reais.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Kilometres as the owner types them: '3', '2,5'. */
export const kmParaDigitar = (km: number) => km.toLocaleString('pt-BR', { maximumFractionDigits: 2, useGrouping: false });

/** The saved settings in the form's shape; a shop that never saved them starts with pickup, PIX and cash, always open. */
export function toFormValues(atendimento: Atendimento | null): AtendimentoFormValues {
  const horarios = atendimento?.horarios ?? [];
  return {
    pausado: atendimento?.pausado ?? false,
    retirada: atendimento?.retirada ?? true,
    entrega: atendimento?.entrega ?? false,
    taxa_entrega: atendimento?.entrega ? valorParaDigitar(atendimento.taxa_entrega) : '',
    bairros: (atendimento?.bairros ?? []).map(({ nome, taxa }) => ({ nome, taxa: valorParaDigitar(taxa) })),
    entrega_gratis_acima: valorParaDigitar(atendimento?.entrega_gratis_acima ?? null),
    pedido_minimo: atendimento?.pedido_minimo ? valorParaDigitar(atendimento.pedido_minimo) : '',
    formas_pagamento: atendimento?.formas_pagamento ?? ['pix', 'dinheiro'],
    // A copy: the form's values must not alias the cached settings.
    pix: atendimento?.pix ? { ...atendimento.pix } : { chave: '', nome: '', cidade: '' },
    usar_horarios: horarios.length > 0,
    alerta_pedido_parado_min: String(alertaPedidoParadoMin(atendimento)),
    agendamento: atendimento?.agendamento
      ? {
          ativo: atendimento.agendamento.ativo,
          antecedencia_min: String(atendimento.agendamento.antecedencia_min),
          dias: String(atendimento.agendamento.dias),
          intervalo_min: String(atendimento.agendamento.intervalo_min) as '15' | '30' | '60',
          somente_agendado: atendimento.agendamento.somente_agendado,
        }
      : { ...AGENDAMENTO_PADRAO },
    localizacao: atendimento?.localizacao
      ? { lat: String(atendimento.localizacao.lat), lng: String(atendimento.localizacao.lng) }
      : { lat: '', lng: '' },
    faixas_distancia: (atendimento?.faixas_distancia ?? []).map(({ ate_km, taxa }) => ({
      ate_km: kmParaDigitar(ate_km),
      taxa: valorParaDigitar(taxa),
    })),
    envio: {
      ativo: atendimento?.envio?.ativo ?? false,
      // In the states' order, as the select lists them.
      taxas_por_uf: UFS.flatMap((uf) => {
        const taxa = atendimento?.envio?.taxas_por_uf[uf];
        return taxa === undefined ? [] : [{ uf, taxa: valorParaDigitar(taxa) }];
      }),
      taxa_padrao: valorParaDigitar(atendimento?.envio?.taxa_padrao ?? null),
      prazo: atendimento?.envio?.prazo ?? '',
    },
    dias: DIAS_DA_SEMANA.map((_, dia) => {
      const janelas = horarios.filter((horario) => horario.dia === dia).map(({ abre, fecha }) => ({ abre, fecha }));
      // A closed day keeps a window ready for when the owner opens it.
      return { aberto: janelas.length > 0, janelas: janelas.length > 0 ? janelas : [{ ...JANELA_PADRAO }] };
    }),
  };
}

/**
 * Where the server's message for `campo` goes in the form: the same name, except a window of
 * `horarios` (listed as sent) that the form shows under its day, and a state's shipping fee
 * (`envio.taxas_por_uf.SP`) that the form shows on that state's row.
 */
export function formFieldOf(campo: string, values: AtendimentoFormValues): string {
  const uf = /^envio\.taxas_por_uf\.([A-Z]{2})$/.exec(campo);
  if (uf) {
    const linha = values.envio.taxas_por_uf.findIndex((taxa) => taxa.uf === uf[1]);
    return linha >= 0 ? `envio.taxas_por_uf.${linha}.taxa` : 'envio.taxas_por_uf';
  }
  const horario = /^horarios\.(\d+)(?:\.(abre|fecha|dia))?/.exec(campo);
  if (horario) {
    const janela = janelasAbertas(values)[Number(horario[1])];
    if (janela && (horario[2] === 'abre' || horario[2] === 'fecha'))
      return `dias.${janela.dia}.janelas.${janela.indiceJanela}.${horario[2]}`;
    return 'usar_horarios';
  }
  return campo === 'horarios' ? 'usar_horarios' : campo;
}
