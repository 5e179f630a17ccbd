import { PAPEIS_DE_MEMBRO, PAPEL_NOME, type Membro, type PapelDeMembro } from '@vitrine/shared';
import { Check, Copy, MessageCircle, Trash2, UserPlus, Users } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { CardList } from '../../components/ui/CardList';
import { useConfirmDelete } from '../../components/ui/ConfirmDialog';
import { Select } from '../../components/ui/Input';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonMedia } from '../../components/ui/Skeleton';
import { toast, toastError } from '../../components/ui/toast';
import { formatDataHora } from '../../lib/formato-data';
import { lojaQuery } from '../../lib/owner-data';
import { useCopy } from '../../lib/useCopy';
import { useEquipe, useMudarPapel, useRemoverMembro } from './api';
import { ConviteDialog } from './ConviteDialog';
import { textoDoConvite, whatsappDoConvite } from './convite';

const GRID = 'grid grid-cols-1 gap-4 lg:grid-cols-2';

/** /equipe (the owner's alone): who works in the shop, with which role; invite, change a role, remove. */
export function EquipePage() {
  const equipe = useEquipe();
  const mudarPapel = useMudarPapel();
  const remover = useRemoverMembro();
  const [confirmDelete, confirmDialog] = useConfirmDelete();
  const [convidando, setConvidando] = useState(false);

  const limite = equipe.data?.limite_membros ?? 0;
  const total = equipe.data?.membros.length ?? 0;
  const cheio = equipe.isSuccess && total >= limite;

  function mudar(membro: Membro, papel: PapelDeMembro) {
    mudarPapel.mutate(
      { id: membro.id, papel },
      {
        onSuccess: () => toast.success(`${membro.nome || membro.email} agora é ${PAPEL_NOME[papel].toLowerCase()}.`),
        onError: toastError('Não foi possível mudar o perfil'),
      },
    );
  }

  const excluir = (membro: Membro) =>
    confirmDelete(
      {
        title: `Remover ${membro.nome || membro.email}`,
        description: 'A pessoa perde o acesso à loja na hora, em todos os aparelhos. Você pode convidá-la de novo depois.',
        confirmLabel: 'Remover',
      },
      remover,
      membro.id,
      { sucesso: 'Pessoa removida da equipe.', erro: 'Não foi possível remover' },
    );

  const convidar = (
    <Button onClick={() => setConvidando(true)} disabled={cheio}>
      <UserPlus className="size-4" aria-hidden />
      Convidar pessoa
    </Button>
  );

  return (
    <section>
      <PageHeader
        title="Equipe"
        subtitle={
          equipe.isSuccess
            ? `Quem atende, cozinha ou gerencia a loja com você. ${total} de ${limite} ${limite === 1 ? 'pessoa' : 'pessoas'} do seu plano.`
            : 'Quem atende, cozinha ou gerencia a loja com você.'
        }
        actions={total > 0 || cheio ? convidar : undefined}
      />
      {cheio && total > 0 && (
        <p className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Sua equipe chegou ao limite do plano. Remova alguém ou mude de plano para convidar mais pessoas.
        </p>
      )}
      <CardList
        query={equipe}
        items={(data) => data.membros}
        grid={GRID}
        skeleton={
          <Card>
            <SkeletonMedia media="size-11" circle lines={['h-4 w-1/2', 'h-3 w-2/3']} className="gap-3" />
          </Card>
        }
        skeletons={2}
        icon={Users}
        errorTitle="Não foi possível carregar a equipe"
        empty={{
          title: 'Ninguém na equipe ainda',
          text: 'Convide quem atende os pedidos ou cozinha: cada pessoa entra com a própria conta Google e vê só o que o perfil permite.',
          action: limite > 0 ? convidar : undefined,
        }}
      >
        {(membro) => (
          <li key={membro.id}>
            <Card className="flex h-full flex-col gap-4">
              <div className="flex min-w-0 items-start gap-3">
                <span
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
                  aria-hidden
                >
                  {(membro.nome || membro.email).charAt(0).toUpperCase()}
                </span>
                <div className="min-w-0 flex-1">
                  {/* The whole e-mail, never cut: the owner checks it letter by letter. */}
                  <h2 className="font-semibold wrap-anywhere text-slate-900">{membro.nome || <EmailQuebravel email={membro.email} />}</h2>
                  {membro.nome && (
                    <p className="text-sm wrap-anywhere text-slate-600">
                      <EmailQuebravel email={membro.email} />
                    </p>
                  )}
                  <p className="mt-1 text-xs text-slate-500">
                    {membro.ultimo_acesso ? `Último acesso em ${formatDataHora(membro.ultimo_acesso)}` : 'Ainda não entrou'}
                  </p>
                </div>
                <Badge variant={membro.status === 'ativo' ? 'green' : 'yellow'}>{membro.status === 'ativo' ? 'Ativo' : 'Convidado'}</Badge>
              </div>
              {membro.status !== 'ativo' && <EnviarConvite membro={membro} />}
              <div className="mt-auto flex items-center gap-2">
                <label className="sr-only" htmlFor={`papel-${membro.id}`}>
                  Perfil de {membro.nome || membro.email}
                </label>
                <Select
                  id={`papel-${membro.id}`}
                  className="flex-1"
                  value={membro.papel}
                  onChange={(event) => mudar(membro, event.target.value as PapelDeMembro)}
                >
                  {PAPEIS_DE_MEMBRO.map((papel) => (
                    <option key={papel} value={papel}>
                      {PAPEL_NOME[papel]}
                    </option>
                  ))}
                </Select>
                <Button variant="secondary" onClick={() => excluir(membro)} aria-label={`Remover ${membro.nome || membro.email}`}>
                  <Trash2 className="size-4 text-red-600" aria-hidden />
                  Remover
                </Button>
              </div>
            </Card>
          </li>
        )}
      </CardList>
      {convidando && <ConviteDialog onClose={() => setConvidando(false)} />}
      {confirmDialog}
    </section>
  );
}

/** An e-mail that wraps after its dots and before its @ first, and anywhere only when a part is still too long. */
function EmailQuebravel({ email }: { email: string }) {
  return email.split(/(?<=\.)|(?=@)/).map((parte, indice) => (
    <Fragment key={indice}>
      {indice > 0 && <wbr />}
      {parte}
    </Fragment>
  ));
}

/**
 * What an invited person needs to come in, for the owner to send (the server sends no e-mail): the
 * invitation's text with the sign-in link, copied or shared by WhatsApp.
 */
function EnviarConvite({ membro }: { membro: Membro }) {
  const { data: loja } = useQuery(lojaQuery);
  const { copied, copy } = useCopy();
  const texto = textoDoConvite({
    loja: loja?.nome_loja ?? '',
    email: membro.email,
    papel: membro.papel,
    link: `${window.location.origin}/`,
  });

  async function copiar() {
    if (await copy(texto)) toast.success('Convite copiado', { description: 'Cole numa conversa com a pessoa.' });
    else toast.error('Não foi possível copiar o convite', { description: 'Use “Enviar pelo WhatsApp”.' });
  }

  return (
    <div className="rounded-xl bg-amber-50 p-3">
      <p className="text-sm text-amber-900">Envie o convite: a pessoa entra pelo link com a conta Google deste e-mail.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <a
          href={whatsappDoConvite(texto)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ variant: 'whatsapp', size: 'sm' })}
          aria-label={`Enviar o convite de ${membro.email} pelo WhatsApp`}
        >
          <MessageCircle className="size-4" aria-hidden />
          Enviar pelo WhatsApp
        </a>
        <Button variant="secondary" size="sm" onClick={copiar} aria-label={`Copiar o convite de ${membro.email}`}>
          {copied ? <Check className="size-4 text-emerald-600" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          Copiar convite
        </Button>
      </div>
    </div>
  );
}
