import { Link } from 'react-router-dom';
import { EmailSuporte } from './EmailSuporte';
import { PRIVACIDADE_PATH } from './legal';
import { Caminho, Item, LegalPage, Lista, type LegalSecao } from './LegalPage';

const SECOES: readonly LegalSecao[] = [
  {
    id: 'servico',
    titulo: 'O que é a Vitrine',
    conteudo: (
      <>
        <p>
          A Vitrine é um serviço online para pequenos negócios: o lojista monta um catálogo com seus produtos, suas cores e seu logotipo,
          compartilha um link, e os clientes montam o carrinho e enviam o pedido para o WhatsApp da loja.
        </p>
        <p>
          A Vitrine é a ferramenta, não a vendedora. A venda acontece entre a loja e o cliente: a Vitrine não recebe pagamentos, não entrega
          produtos e não faz parte do negócio entre eles. Quando a loja aceita PIX, o código mostrado ao cliente é gerado com a chave da
          própria loja, e o dinheiro vai direto para ela.
        </p>
        <p>
          Ao criar uma conta ou fazer um pedido, você concorda com estes termos e com a{' '}
          <Link to={PRIVACIDADE_PATH}>Política de privacidade</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'conta',
    titulo: 'Sua conta',
    conteudo: (
      <p>
        Para ter uma loja, você entra com uma conta Google e precisa ser maior de 18 anos (ou legalmente capaz) e ter o direito de vender o
        que oferece. Cuide do acesso à sua conta Google: o que for feito com ela no painel da Vitrine é de sua responsabilidade. Se perceber
        um uso que não foi seu, toque em Sair e avise o suporte.
      </p>
    ),
  },
  {
    id: 'responsabilidades',
    titulo: 'Suas responsabilidades como lojista',
    conteudo: (
      <Lista>
        <Item titulo="O que você vende">
          só produtos e serviços permitidos por lei, descritos com verdade, com fotos e textos que você tem o direito de usar.
        </Item>
        <Item titulo="Preços e condições">
          os preços, taxas de entrega, horários, estoque e formas de pagamento do catálogo são os seus, e você os cumpre. Como fornecedor,
          você responde ao cliente pelo Código de Defesa do Consumidor (troca, arrependimento, entrega, nota fiscal).
        </Item>
        <Item titulo="Os dados dos seus clientes">
          você é o controlador deles (LGPD): use-os só para atender os pedidos, não os compartilhe sem base legal e atenda os pedidos dos
          seus clientes sobre os dados deles. A Vitrine os guarda como sua operadora e os apaga dos pedidos no prazo da política de
          privacidade.
        </Item>
        <Item titulo="O seu WhatsApp">os pedidos chegam no número que você informar; mantenha-o certo.</Item>
      </Lista>
    ),
  },
  {
    id: 'uso-proibido',
    titulo: 'O que não é permitido',
    conteudo: (
      <Lista>
        <Item>vender produtos ilegais, falsificados, roubados ou que dependam de autorização que você não tem;</Item>
        <Item>enganar clientes, publicar conteúdo ofensivo, discriminatório ou que viole direitos de outras pessoas;</Item>
        <Item>enviar spam, tentar acessar dados de outras lojas ou atrapalhar o funcionamento da plataforma;</Item>
        <Item>usar a Vitrine para coletar dados de pessoas para fins que não sejam o atendimento dos pedidos.</Item>
      </Lista>
    ),
  },
  {
    id: 'planos',
    titulo: 'Planos e limites',
    conteudo: (
      <>
        <p>
          Cada loja está num plano, com um preço e um limite de produtos no catálogo. Os planos e os preços em vigor são os mostrados na{' '}
          <Link to="/">página inicial</Link>; o plano básico não tem mensalidade e não pede cartão de crédito. Uma loja nova começa no plano
          básico.
        </p>
        <p>
          Ao chegar no limite do seu plano, você não consegue cadastrar mais produtos até mudar de plano ou remover algum. Se um preço ou
          limite mudar, avisamos os lojistas com pelo menos 30 dias de antecedência, e a mudança não vale para o período já pago.
        </p>
      </>
    ),
  },
  {
    id: 'suspensao',
    titulo: 'Suspensão da loja',
    conteudo: (
      <>
        <p>
          Podemos suspender uma loja que descumpra estes termos ou a lei, ou que ponha em risco clientes, outras lojas ou a plataforma.
          Enquanto suspensa, o catálogo sai do ar e as alterações ficam bloqueadas, mas o lojista continua entrando no painel e pode baixar
          seus dados. Dizemos o motivo pelo suporte e, quando possível, avisamos antes para que o problema seja corrigido.
        </p>
        <p>Em manutenções da plataforma, os catálogos podem ficar fora do ar por algum tempo; avisamos no painel.</p>
      </>
    ),
  },
  {
    id: 'encerramento',
    titulo: 'Encerrar a conta',
    conteudo: (
      <>
        <p>
          Você pode sair quando quiser, sem multa: em <Caminho>Configuração › Minha conta › Excluir minha conta</Caminho>. A exclusão apaga
          na hora a sua loja, o catálogo, os produtos, as fotos, os pedidos e as estatísticas, e não pode ser desfeita; se quiser guardar
          uma cópia, use antes <Caminho>Baixar meus dados</Caminho>.
        </p>
        <p>
          A Vitrine também pode encerrar uma conta por descumprimento grave destes termos, ou deixar de oferecer o serviço. Nesses casos,
          avisamos com antecedência razoável (exceto quando a lei ou a segurança exigirem agir na hora), para que você baixe seus dados.
        </p>
      </>
    ),
  },
  {
    id: 'responsabilidade',
    titulo: 'Limites de responsabilidade',
    conteudo: (
      <>
        <p>
          Trabalhamos para que a Vitrine funcione bem e sem interrupções, mas ela é oferecida como está: pode haver falhas, quedas do
          WhatsApp, da internet ou dos serviços do Google que não dependem de nós.
        </p>
        <p>
          A Vitrine não responde pelos produtos vendidos, pelos preços, pelas entregas, pelos pagamentos entre loja e cliente nem pelo que o
          lojista publica. Na medida permitida pela lei, a responsabilidade da Vitrine perante o lojista fica limitada ao valor que ele
          pagou à Vitrine nos 12 meses anteriores ao fato. Nada nestes termos afasta direitos que a lei garante ao consumidor.
        </p>
      </>
    ),
  },
  {
    id: 'conteudo',
    titulo: 'Seu conteúdo',
    conteudo: (
      <p>
        Os textos, as fotos e a marca da sua loja continuam seus. Você autoriza a Vitrine a guardá-los e exibi-los no seu catálogo e nas
        prévias do link (quando ele é compartilhado), só para prestar o serviço, até você os apagar ou excluir a conta.
      </p>
    ),
  },
  {
    id: 'mudancas',
    titulo: 'Mudanças nestes termos',
    conteudo: (
      <p>
        Podemos atualizar estes termos. A nova versão aparece nesta página com a data de atualização, e mudanças importantes são avisadas
        aos lojistas com pelo menos 30 dias de antecedência. Se não concordar, você pode excluir sua conta antes de elas valerem.
      </p>
    ),
  },
  {
    id: 'lei',
    titulo: 'Lei e foro',
    conteudo: (
      <p>
        Estes termos seguem as leis do Brasil, entre elas o Código de Defesa do Consumidor, o Marco Civil da Internet e a LGPD. Qualquer
        disputa será resolvida no foro do domicílio do lojista ou, se for um consumidor, no do consumidor.
      </p>
    ),
  },
  {
    id: 'contato',
    titulo: 'Contato',
    conteudo: (
      <p>
        Dúvidas, pedidos ou reclamações: <EmailSuporte />.
      </p>
    ),
  },
];

/** /termos: the terms of use (issue 17), open to anyone. */
export function TermosPage() {
  return (
    <LegalPage
      titulo="Termos de uso"
      resumo={
        <p>
          As regras para usar a Vitrine, em linguagem simples: o que o serviço faz, o que cabe ao lojista, planos, suspensão, como sair e o
          que acontece se algo der errado.
        </p>
      }
      secoes={SECOES}
    />
  );
}
