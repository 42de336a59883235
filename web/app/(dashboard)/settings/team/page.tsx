'use client';
// The organisation's members, and invitations (owners invite an e-mail address with a role, copy
// the link and revoke pending ones one by one). The only owner is not offered to leave.
import { useState, type FormEvent } from 'react';
import { PlusIcon } from '@/components/icons';
import { useSession } from '@/components/providers';
import { Alert, Badge, Button, Card, CardHeader, ConfirmDialog, CopyButton, DataTable, ErrorState, Field, LoadingCard, useToast, WriteError } from '@/components/ui';
import { api, errorMessage, fieldError } from '@/lib/api-client';
import { isEmailAddress } from '@/server/accounts/email';
import { formatDate, timeAgo } from '@/lib/format';
import { keys, useInvitations, useMembers, useWrite } from '@/lib/queries';
import type { Invitation, InvitationRequest, Member, ResetLink } from '@/lib/types';

export default function TeamPage() {
  const session = useSession();
  const isOwner = session.role === 'owner';
  const members = useMembers();
  const invitations = useInvitations(isOwner);
  const toast = useToast();
  const [link, setLink] = useState<Invitation | null>(null);
  const [email, setEmail] = useState('');
  const [role, setInviteRole] = useState<Member['role']>('member');
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const [resetLink, setResetLink] = useState<{ url: string; who: string } | null>(null);
  const toastError = (err: unknown) => toast(errorMessage(err), 'error');

  const invitation = useWrite((input: InvitationRequest) => api<Invitation>('/invitations', { body: input }), () => [keys.invitations]);
  const emailProblem = typedProblem ?? fieldError(invitation.error, 'email');
  const invite = (event: FormEvent) => {
    event.preventDefault();
    invitation.reset();
    const address = email.trim();
    const problem = !address ? 'Enter the e-mail address of the person you invite.' : !isEmailAddress(address) ? 'This is not an e-mail address. Write it as name@example.com.' : null;
    setTypedProblem(problem);
    if (problem) {
      document.getElementById('invite-email')?.focus();
      return;
    }
    invitation.mutate(
      { email: address, role },
      {
        onSuccess: (created) => {
          setLink(created);
          setEmail('');
        },
      },
    );
  };
  const [removing, setRemoving] = useState<Member | null>(null);
  const removal = useWrite((member: Member) => api(`/members/${member.id}`, { method: 'DELETE' }), (member) => (member.id === session.user.id ? [] : [keys.members]));
  const remove = () => {
    if (!removing) return;
    removal.mutate(removing, {
      onSuccess: (_, member) => {
        if (member.id === session.user.id) {
          window.location.assign('/sign-in');
          return;
        }
        toast(`${member.name || member.email} was removed; their sessions and API keys ended.`);
        setRemoving(null);
      },
    });
  };
  const roleChange = useWrite((input: { member: Member; role: Member['role'] }) => api(`/members/${input.member.id}`, { method: 'PATCH', body: { role: input.role } }), () => [keys.members]);
  const setRole = (member: Member, role: Member['role']) =>
    roleChange.mutate({ member, role }, { onSuccess: () => toast(`${member.name || member.email} is now ${role === 'owner' ? 'an owner' : 'a member'}.`), onError: toastError });
  // No mail is sent: the owner passes the link on (docs/operations/security.md#third-review-decisions).
  const resetIssue = useWrite((member: Member) => api<ResetLink>(`/members/${member.id}/password-reset`, { method: 'POST' }));
  const issueReset = (member: Member) =>
    resetIssue.mutate(member, { onSuccess: (issued) => setResetLink({ url: issued.url, who: member.name || member.email }), onError: toastError });
  const invitationRevocation = useWrite((i: Invitation) => api(`/invitations/${i.id}`, { method: 'DELETE' }), () => [keys.invitations]);
  const revoke = (revoked: Invitation) =>
    invitationRevocation.mutate(revoked, {
      onSuccess: () => {
        if (link?.id === revoked.id) setLink(null);
        toast(`Invitation${revoked.email ? ` of ${revoked.email}` : ''} revoked.`);
      },
      onError: toastError,
    });

  return (
    <div className="page page-narrow">
      <div className="page-header">
        <div>
          <h1>Team</h1>
          <p className="subtitle">Everyone in {session.org.name} works on the same projects. Owners also manage members, everyone's API keys, project deletion and the settings that spend the plan (engines, answers per prompt, schedule).</p>
        </div>
      </div>
      {isOwner && (
        <Card aria-labelledby="invite-title">
          <CardHeader id="invite-title" title="Invite someone" description="They join with the role you choose, by signing up or signing in with this address: the link works for no other." />
          <form className="card-body invite-form" onSubmit={invite} noValidate>
            <WriteError error={invitation.error} fields={['email']} />
            <Field label="E-mail address" htmlFor="invite-email" error={emailProblem}>
              <input
                id="invite-email"
                type="email"
                className="input"
                autoComplete="off"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setTypedProblem(null);
                  invitation.reset();
                }}
                aria-invalid={!!emailProblem}
                placeholder="colleague@example.com"
              />
            </Field>
            <Field label="Role" htmlFor="invite-role" hint={role === 'owner' ? 'Owners also manage members, keys and what spends the plan.' : 'Members work on every project.'}>
              <select id="invite-role" className="select" value={role} onChange={(e) => setInviteRole(e.target.value as Member['role'])}>
                <option value="member">Member</option>
                <option value="owner">Owner</option>
              </select>
            </Field>
            <div className="invite-submit">
              <Button type="submit" variant="primary" loading={invitation.isPending}>
                <PlusIcon /> Invite
              </Button>
            </div>
          </form>
        </Card>
      )}
      {link?.url && (
        <Card aria-labelledby="link-title">
          <CardHeader
            id="link-title"
            title={`Invitation link for ${link.email}`}
            description={`Send it to ${link.email}: it makes them ${link.role === 'owner' ? 'an owner' : 'a member'}, works once, for 7 days, and is shown only now.`}
          />
          <div className="card-body">
            <div className="secret">
              <code data-testid="invitation-link">{link.url}</code>
              <CopyButton text={link.url} label="Copy link" />
            </div>
          </div>
        </Card>
      )}
      {resetLink && (
        <Card aria-labelledby="reset-title">
          <CardHeader
            id="reset-title"
            title={`Password link for ${resetLink.who}`}
            description="Send it to them yourself. It sets a new password once, within 24 hours, ends all their sessions, and is shown only now."
          />
          <div className="card-body">
            <div className="secret">
              <code data-testid="reset-link">{resetLink.url}</code>
              <CopyButton text={resetLink.url} label="Copy link" />
            </div>
          </div>
        </Card>
      )}
      <Card aria-labelledby="members-title">
        <CardHeader id="members-title" title="Members" />
        {members.isPending ? (
          <LoadingCard rows={2} />
        ) : members.isError ? (
          <ErrorState error={members.error} onRetry={() => members.refetch()} />
        ) : (
          <DataTable columns={[{ label: 'Name' }, { label: 'Role' }, { label: 'Joined', className: 'hide-sm' }, { label: 'Actions', hidden: true }]}>
            {members.data.map((m) => (
              <tr key={m.id} className="member-row">
                <td>
                  <div>
                    <strong>{m.name || m.email}</strong>
                    {m.id === session.user.id && <span className="faint small"> (you)</span>}
                  </div>
                  {m.name && <div className="faint small">{m.email}</div>}
                </td>
                <td>
                  {isOwner && m.id !== session.user.id ? (
                    <select
                      className="select select-sm"
                      aria-label={`Role of ${m.name || m.email}`}
                      value={m.role}
                      onChange={(e) => setRole(m, e.target.value as Member['role'])}
                    >
                      <option value="member">member</option>
                      <option value="owner">owner</option>
                    </select>
                  ) : (
                    <Badge tone={m.role === 'owner' ? 'accent' : 'neutral'}>{m.role}</Badge>
                  )}
                </td>
                <td className="hide-sm muted nowrap">{formatDate(m.joined_at)}</td>
                <td className="num member-actions">
                  {m.id === session.user.id ? (
                    m.role === 'owner' && members.data.filter((x) => x.role === 'owner').length === 1 ? (
                      // The organisation needs an owner: the only one cannot leave.
                      <span className="small muted" data-testid="only-owner">Only owner: make someone else an owner to leave.</span>
                    ) : (
                      <Button size="sm" onClick={() => setRemoving(m)}>
                        Leave
                      </Button>
                    )
                  ) : isOwner ? (
                    <span className="row" style={{ justifyContent: 'flex-end' }}>
                      <Button size="sm" onClick={() => issueReset(m)} aria-label={`Password link for ${m.name || m.email}`}>
                        Password link
                      </Button>
                      <Button size="sm" onClick={() => setRemoving(m)} aria-label={`Remove ${m.name || m.email}`}>
                        Remove
                      </Button>
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Card>
      <ConfirmDialog
        open={!!removing}
        title={removing?.id === session.user.id ? `Leave ${session.org.name}?` : `Remove ${removing?.name || removing?.email}?`}
        confirmLabel={removing?.id === session.user.id ? 'Leave' : 'Remove'}
        onConfirm={remove}
        onCancel={() => {
          setRemoving(null);
          removal.reset();
        }}
        pending={removal.isPending}
        error={removal.error}
      >
        {removing?.id === session.user.id
          ? 'You lose access to its projects at once, and the API keys you made are revoked.'
          : 'Their sessions end at once, and the API keys they made and invitations they sent are revoked.'}
      </ConfirmDialog>
      {isOwner && (
        <Card aria-labelledby="pending-title">
          <CardHeader id="pending-title" title="Pending invitations" />
          {invitations.isError ? (
            <ErrorState error={invitations.error} onRetry={() => invitations.refetch()} />
          ) : !invitations.data?.length ? (
            <div className="card-body muted small">No pending invitation.</div>
          ) : (
            <DataTable
              columns={[
                { label: 'Invited' },
                { label: 'Role' },
                { label: 'Sent', className: 'hide-sm' },
                { label: 'Expires', className: 'hide-sm' },
                { label: 'Actions', hidden: true },
              ]}
            >
              {invitations.data.map((i) => (
                <tr key={i.id} className="member-row" data-testid="pending-invitation">
                  <td>
                    <strong className="break-anywhere">{i.email ?? 'Anyone with the link'}</strong>
                  </td>
                  <td>
                    <Badge tone={i.role === 'owner' ? 'accent' : 'neutral'}>{i.role}</Badge>
                  </td>
                  <td className="muted hide-sm">
                    {timeAgo(i.created_at)}
                    {i.created_by_email && <span className="faint small"> by {i.created_by_email}</span>}
                  </td>
                  <td className="muted hide-sm">{timeAgo(i.expires_at)}</td>
                  <td className="num member-actions">
                    <Button size="sm" onClick={() => revoke(i)} aria-label={`Revoke the invitation of ${i.email ?? 'this link'}`}>
                      Revoke
                    </Button>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </Card>
      )}
    </div>
  );
}
