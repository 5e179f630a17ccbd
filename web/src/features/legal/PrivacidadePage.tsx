import { plural } from '@vitrine/shared/plural';
import {
  NOTIFICACOES_DEPOIS_DO_FIM_HORAS,
  GUARDA_REGISTRO_VISITANTE_DIAS,
  RETENCAO_DADOS_CLIENTE_MESES,
} from '@vitrine/shared/privacidade';
import { Link } from 'react-router-dom';
import { EmailSuporte } from './EmailSuporte';
import { TERMOS_PATH } from './legal';
import { Caminho, Item, LegalPage, Lista, Sub, type LegalSecao } from './LegalPage';

/** The retention period as the policy says it (the same constant the retention job applies). */
const RETENCAO = plural(RETENCAO_DADOS_CLIENTE_MESES, 'mês', 'meses');
const NOTIFICACOES_DEPOIS_DO_FIM = plural(NOTIFICACOES_DEPOIS_DO_FIM_HORAS, 'hora', 'horas');
const GUARDA_VISITANTE = plural(GUARDA_REGISTRO_VISITANTE_DIAS, 'dia', 'dias');

const SECOES: readonly LegalSecao[] = [
  {
    id: 'responsaveis',
    titulo: 'Quem é responsável por quê',
    conteudo: (
      <>
        <p>
          A Vitrine é uma plataforma em que lojistas montam um catálogo online e recebem pedidos pelo WhatsApp. Na Lei Geral de Proteção de
          Dados (LGPD, Lei 13.709/2018), há dois papéis, e eles mudam conforme de quem são os dados:
        </p>
        <Lista>
          <Item titulo="Dados dos lojistas">
            a Vitrine é a <strong>controladora</strong>: decide como e por que esses dados são usados e responde por eles.
          </Item>
          <Item titulo="Dados dos clientes de uma loja">
            cada loja é a <strong>controladora</strong> dos dados dos seus clientes (quem pediu, para onde entregar). A Vitrine é a{' '}
            <strong>operadora</strong>: guarda e trata esses dados em nome da loja, só para que o pedido chegue e seja atendido, e não os
            usa para nada além disso.
          </Item>
        </Lista>
        <p>
          Ou seja: se você comprou de uma loja, quem atende o seu pedido e decide sobre os seus dados é a loja. A Vitrine ajuda você a
          exercer seus direitos (veja <a href="#direitos">Seus direitos</a>) e cumpre o que a loja e a lei pedem.
        </p>
      </>
    ),
  },
  {
    id: 'lojistas',
    titulo: 'Dados dos lojistas',
    conteudo: (
      <>
        <p>Quando você cria sua loja na Vitrine, guardamos:</p>
        <Lista>
          <Item titulo="Da sua conta Google">
            seu nome, seu e-mail e o endereço da sua foto de perfil. Você entra com o Google; a Vitrine nunca vê nem guarda a sua senha.
          </Item>
          <Item titulo="Da sua loja">
            o nome, as cores, o logotipo, a mensagem, o endereço da loja na Vitrine, o WhatsApp que recebe os pedidos, endereço, telefone e
            redes sociais que você quiser mostrar, e as regras de atendimento (entrega, retirada, taxas, horários, formas de pagamento e a
            chave PIX).
          </Item>
          <Item titulo="Do seu catálogo">categorias, produtos, preços, estoque, opções e as fotos que você envia.</Item>
          <Item titulo="Do seu uso">
            os pedidos recebidos e os números do dia (visitas, produtos vistos, pedidos e faturamento) que aparecem no seu painel.
          </Item>
        </Lista>
        <p>
          Usamos esses dados para <strong>prestar o serviço que você contratou</strong> (LGPD, art. 7º, V): mostrar seu catálogo, levar os
          pedidos até você, manter você conectado, aplicar o limite do seu plano e falar com você sobre a sua conta. Também os usamos para
          manter a plataforma segura e evitar abusos (legítimo interesse, art. 7º, IX). Não vendemos seus dados e não os usamos para
          publicidade.
        </p>
      </>
    ),
  },
  {
    id: 'clientes',
    titulo: 'Dados dos clientes das lojas',
    conteudo: (
      <>
        <Sub>O que vai no pedido</Sub>
        <p>
          Ao fazer um pedido, você informa à loja seu <strong>nome</strong>, seu <strong>WhatsApp</strong> e, se for entrega, o{' '}
          <strong>endereço</strong> (com bairro, complemento e referência), além de uma <strong>observação</strong>, se quiser. O pedido
          também leva os itens, os valores, a forma de pagamento e se é entrega ou retirada. Esses dados vão para a loja, que os usa para
          preparar, cobrar e entregar o seu pedido: é para isso que a Vitrine os guarda em nome dela.
        </p>
        <Sub>O que fica só no seu aparelho</Sub>
        <p>
          O carrinho, os seus dados de entrega (para você não precisar digitar de novo, com a localização que você compartilhou para a taxa
          por distância) e o histórico de <Caminho>Meus pedidos</Caminho> ficam guardados{' '}
          <strong>apenas no navegador do seu aparelho</strong>, não nos servidores da Vitrine. O troco e a observação de um pedido não são
          guardados no aparelho. Você pode apagar tudo isso quando quiser (veja <a href="#direitos">Seus direitos</a>).
        </p>
        <Sub>Avisos do pedido</Sub>
        <p>
          Se você tocar em <Caminho>Avisar quando o pedido mudar</Caminho> e permitir as notificações, o navegador nos dá um{' '}
          <strong>endereço de notificação</strong> do aparelho (do serviço de notificações do Google, da Mozilla, da Apple ou da Microsoft,
          conforme o navegador) e as chaves para cifrar os avisos. Guardamos esse endereço ligado só àquele pedido, com o seu consentimento
          (LGPD, art. 7º, I), e o usamos só para avisar quando a loja muda o andamento do pedido: o aviso leva o nome da loja, o número do
          pedido e o andamento, cifrado de modo que só o seu aparelho consegue ler. Para parar de receber, bloqueie as notificações do site
          no navegador ou apague seus dados do pedido.
        </p>
        <Sub>Avaliações</Sub>
        <p>
          Se você avaliar um pedido entregue, guardamos a nota, o comentário e{' '}
          <strong>só o seu primeiro nome e a inicial do sobrenome</strong> (nunca o telefone), que aparecem no catálogo da loja com a
          resposta dela, se houver. A loja pode ocultar uma avaliação do público. Ao apagar seus dados do pedido, o comentário e o nome saem
          da avaliação e as estrelas ficam, sem identificar você, na média da loja.
        </p>
      </>
    ),
  },
  {
    id: 'visitantes',
    titulo: 'Quem só visita um catálogo',
    conteudo: (
      <>
        <p>
          Para mostrar ao lojista quantas pessoas visitaram a loja, contamos, por dia, as <strong>visitas</strong>, os{' '}
          <strong>produtos vistos</strong> e <strong>de onde a visita veio</strong> (WhatsApp, Instagram, Facebook, Google, o app da loja,
          acesso direto ou outros). O que a loja vê são só esses totais.
        </p>
        <p>
          <strong>As estatísticas não guardam dados pessoais</strong>: nem nome, nem telefone, nem endereço IP, nem o navegador. Para contar
          cada aparelho uma vez por dia, o navegador cria um código aleatório, que não está ligado a você nem aos seus pedidos. Na Vitrine,
          esse código fica num registro do dia (se o aparelho já foi contado e quais produtos viu), que é apagado automaticamente{' '}
          {GUARDA_VISITANTE} depois da última visita daquele dia. Não usamos ferramentas de análise de terceiros.
        </p>
      </>
    ),
  },
  {
    id: 'prazos',
    titulo: 'Por quanto tempo guardamos',
    conteudo: (
      <Lista>
        <Item titulo="Dados do cliente num pedido">
          nome, telefone, endereço e observação ficam no pedido por <strong data-testid="retencao-meses">{RETENCAO}</strong>. Depois disso,
          são apagados automaticamente do pedido, todas as noites, para os pedidos que passaram do prazo. O pedido continua com os itens, os
          valores, a forma de pagamento e o bairro, para os números da loja. Se você pedir antes, apagamos antes.
        </Item>
        <Item titulo="Avisos de um pedido">
          o endereço de notificação do seu aparelho deixa de ser usado <strong>{NOTIFICACOES_DEPOIS_DO_FIM}</strong> depois de o pedido ser
          entregue ou cancelado e é apagado em até uma hora; antes, se você apagar seus dados do pedido. Nunca fica mais que {RETENCAO}.
        </Item>
        <Item titulo="Registro diário de visitante">
          {GUARDA_VISITANTE} depois da última visita do dia; os totais do dia ficam com a loja enquanto a conta existir.
        </Item>
        <Item titulo="Conta do lojista">
          enquanto a conta existir. Ao excluir a conta, apagamos a loja, o catálogo público e o endereço da loja, os produtos, as fotos, as
          categorias, os pedidos (com os dados dos clientes), as estatísticas e o seu login na Vitrine.
        </Item>
        <Item titulo="Sessão">o acesso ao painel vale por até 14 dias, ou até você tocar em Sair.</Item>
        <Item titulo="No seu aparelho">até você apagar, ou limpar os dados do navegador.</Item>
        <Item titulo="Registros técnicos">
          os servidores registram os acessos (data, hora, endereço IP e página) para segurança e diagnóstico, com acesso restrito, pelo
          tempo que a lei exige (Marco Civil da Internet, Lei 12.965/2014, art. 15: 6 meses).
        </Item>
      </Lista>
    ),
  },
  {
    id: 'compartilhamento',
    titulo: 'Com quem compartilhamos',
    conteudo: (
      <>
        <Lista>
          <Item titulo="Google (Firebase e Google Cloud)">
            onde a Vitrine funciona: hospedagem, banco de dados, armazenamento das fotos e login com o Google. O Google trata os dados como
            nosso operador, sob contrato e só para prestar esses serviços. Os servidores da Vitrine ficam na região de São Paulo; alguns
            serviços do Google, como o login, podem tratar dados fora do Brasil, com as garantias do art. 33 da LGPD.
          </Item>
          <Item titulo="WhatsApp">
            quando você envia um pedido, o resumo dele (com seus dados) abre no seu WhatsApp para você mandar à loja. A partir daí, a
            conversa segue as regras do WhatsApp.
          </Item>
          <Item titulo="Serviços de notificação do navegador">
            quando você liga avisos (de novos pedidos, no aparelho do lojista, ou do andamento de um pedido, no do cliente), cada aviso vai
            ao serviço de notificações do seu navegador (do Google, da Mozilla, da Apple ou da Microsoft), que o entrega ao aparelho. O
            conteúdo vai cifrado: só o seu aparelho consegue ler.
          </Item>
          <Item titulo="A loja">os dados de um pedido vão para a loja em que você comprou, e só para ela.</Item>
          <Item titulo="Autoridades">quando a lei ou uma ordem judicial exigir, e só o que for exigido.</Item>
        </Lista>
        <p>Não vendemos, alugamos nem cedemos dados pessoais a ninguém para publicidade.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    titulo: 'Cookies e armazenamento no aparelho',
    conteudo: (
      <>
        <p>
          A Vitrine usa <strong>um único cookie</strong>: <code className="rounded bg-slate-100 px-1 py-0.5 text-sm">__session</code>, que
          mantém o lojista conectado ao painel. Ele é necessário para o login, não é lido por outros sites e só existe depois que o lojista
          entra. <strong>Não usamos cookies de publicidade nem de rastreamento.</strong>
        </p>
        <p>
          O catálogo guarda no navegador (armazenamento local) o carrinho, os seus dados de entrega, o histórico de Meus pedidos e o código
          aleatório das estatísticas, como explicado acima. Nada disso é usado para anúncios.
        </p>
      </>
    ),
  },
  {
    id: 'seguranca',
    titulo: 'Segurança',
    conteudo: (
      <>
        <p>
          Toda conexão com a Vitrine é criptografada (HTTPS). Os dados ficam no banco do Google Cloud, que só os servidores da Vitrine
          acessam; cada lojista só enxerga a própria loja. O link de acompanhamento de um pedido é um código longo e impossível de
          adivinhar.
        </p>
        <p>
          Nenhum sistema é perfeito. Se acontecer um incidente que possa trazer risco ou dano relevante a você, avisaremos você e a
          Autoridade Nacional de Proteção de Dados (ANPD), como manda o art. 48 da LGPD.
        </p>
      </>
    ),
  },
  {
    id: 'direitos',
    titulo: 'Seus direitos e como exercê-los',
    conteudo: (
      <>
        <p>Pelo art. 18 da LGPD, você pode pedir, a qualquer momento e sem custo:</p>
        <Lista>
          <Item>a confirmação de que tratamos dados seus e o acesso a eles;</Item>
          <Item>a correção de dados incompletos, errados ou desatualizados;</Item>
          <Item>a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados fora da lei;</Item>
          <Item>a portabilidade dos seus dados para outro fornecedor;</Item>
          <Item>a eliminação dos seus dados e informações sobre com quem eles são compartilhados;</Item>
          <Item>
            informação sobre a possibilidade de não consentir e a revogação do consentimento, quando ele for a base do tratamento.
          </Item>
        </Lista>
        <Sub>Se você é lojista</Sub>
        <Lista>
          <Item titulo="Baixar seus dados">
            em <Caminho>Configuração › Minha conta › Baixar meus dados</Caminho>: um arquivo com sua conta, loja, produtos, pedidos e
            estatísticas.
          </Item>
          <Item titulo="Excluir sua conta">
            em <Caminho>Configuração › Minha conta › Excluir minha conta</Caminho>. A exclusão apaga tudo o que é seu na hora e não pode ser
            desfeita.
          </Item>
          <Item titulo="Corrigir">os dados da loja e do catálogo você mesmo edita no painel.</Item>
        </Lista>
        <Sub>Se você fez um pedido</Sub>
        <Lista>
          <Item titulo="Apagar seus dados de um pedido">
            na página de acompanhamento do pedido, toque em <Caminho>Apagar meus dados deste pedido</Caminho>. Seu nome, telefone, endereço
            e observação saem do pedido, para você e para a loja, e os avisos do pedido param: o endereço de notificação dos seus aparelhos
            é apagado junto. Se você avaliou o pedido, o comentário e o nome saem da avaliação; as estrelas ficam, sem identificar você, na
            média da loja.
          </Item>
          <Item titulo="Apagar o que ficou no aparelho">
            em <Caminho>Meus pedidos</Caminho>, toque em <Caminho>Apagar meus dados deste aparelho</Caminho> (ou em{' '}
            <Caminho>Apagar meus dados</Caminho>, no carrinho).
          </Item>
          <Item titulo="Outros pedidos">
            fale com a loja, que é a controladora dos seus dados. Se não conseguir, escreva para a Vitrine: levamos o pedido à loja e
            fazemos o que nos cabe como operadora.
          </Item>
        </Lista>
        <Sub>Para qualquer pessoa</Sub>
        <p>
          Escreva para <EmailSuporte />. Respondemos em até 15 dias. Se não ficar satisfeito, você também pode reclamar à ANPD
          (gov.br/anpd).
        </p>
      </>
    ),
  },
  {
    id: 'mudancas',
    titulo: 'Mudanças nesta política',
    conteudo: (
      <p>
        Se mudarmos esta política, a nova versão aparece nesta página com a data de atualização. Se a mudança for importante, avisamos os
        lojistas no painel ou por e-mail antes de ela valer. Veja também os <Link to={TERMOS_PATH}>Termos de uso</Link>.
      </p>
    ),
  },
  {
    id: 'contato',
    titulo: 'Contato',
    conteudo: (
      <p>
        Dúvidas sobre esta política ou sobre os seus dados, inclusive para falar com o encarregado pelo tratamento de dados pessoais:{' '}
        <EmailSuporte />.
      </p>
    ),
  },
];

/** /privacidade: the privacy policy (LGPD, issue 17), open to anyone. */
export function PrivacidadePage() {
  return (
    <LegalPage
      titulo="Política de privacidade"
      resumo={
        <p>
          Em resumo: guardamos só o que é preciso para a sua loja funcionar e os seus pedidos chegarem. Os dados de quem faz um pedido são
          apagados do pedido depois de {RETENCAO}, as estatísticas não guardam dados pessoais, não usamos cookies de publicidade e você pode
          baixar ou apagar seus dados quando quiser.
        </p>
      }
      secoes={SECOES}
    />
  );
}
