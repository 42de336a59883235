'use client';
// The organisation's members, and invitation links (owners create, copy and revoke them).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PlusIcon } from '@/components/icons';
import { useSession } from '@/components/providers';
import { Alert, Badge, Button, Card, CardHeader, ConfirmDialog, CopyButton, ErrorState, LoadingCard, useToast } from '@/components/ui';
import { api, errorMessage } from '@/lib/api-client';
import { formatDate, timeAgo } from '@/lib/format';
import { keys, refreshAfterWrite, useInvitations, useMembers } from '@/lib/queries';
import type { Invitation, Member } from '@/lib/types';

export default function TeamPage() {
  const session = useSession();
  const isOwner = session.role === 'owner';
  const members = useMembers();
  const invitations = useInvitations(isOwner);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [link, setLink] = useState<string | null>(null);
  const [resetLink, setResetLink] = useState<{ url: string; who: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const invite = async () => {
    setPending(true);
    setError(null);
    try {
      const created = await api<Invitation>('/invitations', { method: 'POST' });
      setLink(created.url ?? null);
      await refreshAfterWrite(queryClient, keys.invitations);
    } catch (err) {
      setError(err);
    } finally {
      setPending(false);
    }
  };
  const [removing, setRemoving] = useState<Member | null>(null);
  const [removePending, setRemovePending] = useState(false);
  const [removeError, setRemoveError] = useState<unknown>(null);
  const remove = async () => {
    if (!removing) return;
    setRemovePending(true);
    setRemoveError(null);
    try {
      await api(`/members/${removing.id}`, { method: 'DELETE' });
      if (removing.id === session.user.id) {
        window.location.assign('/sign-in');
        return;
      }
      await refreshAfterWrite(queryClient, keys.members);
      toast(`${removing.name || removing.email} was removed; their sessions and API keys ended.`);
      setRemoving(null);
    } catch (err) {
      setRemoveError(err);
    } finally {
      setRemovePending(false);
    }
  };
  const setRole = async (member: Member, role: Member['role']) => {
    try {
      await api(`/members/${member.id}`, { method: 'PATCH', body: { role } });
      await refreshAfterWrite(queryClient, keys.members);
      toast(`${member.name || member.email} is now ${role === 'owner' ? 'an owner' : 'a member'}.`);
    } catch (err) {
      toast(errorMessage(err), 'error');
    }
  };
  // No mail is sent: the owner passes the link on (docs/operations/security.md#third-review-decisions).
  const issueReset = async (member: Member) => {
    try {
      const issued = await api<{ url: string }>(`/members/${member.id}/password-reset`, { method: 'POST' });
      setResetLink({ url: issued.url, who: member.name || member.email });
    } catch (err) {
      toast(errorMessage(err), 'error');
    }
  };
  const revoke = async (id: string) => {
    try {
      await api(`/invitations/${id}`, { method: 'DELETE' });
      await refreshAfterWrite(queryClient, keys.invitations);
      toast('Invitation revoked.');
    } catch (err) {
      toast(errorMessage(err), 'error');
    }
  };

  return (
    <div className="page page-narrow">
      <div className="page-header">
        <div>
          <h1>Team</h1>
          <p className="subtitle">Everyone in {session.org.name} works on the same projects. Owners also manage members, everyone's API keys, project deletion and the settings that spend the plan (engines, answers per prompt, schedule).</p>
        </div>
        {isOwner && (
          <Button variant="primary" onClick={invite} loading={pending}>
            <PlusIcon /> Invite someone
          </Button>
        )}
      </div>
      {error ? <Alert>{errorMessage(error)}</Alert> : null}
      {link && (
        <Card aria-labelledby="link-title">
          <CardHeader id="link-title" title="Invitation link" description="Send it to the person you invite. It works once, for 7 days, and is shown only now." />
          <div className="card-body">
            <div className="secret">
              <code data-testid="invitation-link">{link}</code>
              <CopyButton text={link} label="Copy link" />
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
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Role</th>
                  <th scope="col" className="hide-sm">
                    Joined
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {members.data.map((m) => (
                  <tr key={m.id}>
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
                    <td className="num">
                      {m.id === session.user.id ? (
                        <Button size="sm" onClick={() => setRemoving(m)}>
                          Leave
                        </Button>
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
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={!!removing}
        title={removing?.id === session.user.id ? `Leave ${session.org.name}?` : `Remove ${removing?.name || removing?.email}?`}
        confirmLabel={removing?.id === session.user.id ? 'Leave' : 'Remove'}
        onConfirm={remove}
        onCancel={() => {
          setRemoving(null);
          setRemoveError(null);
        }}
        pending={removePending}
        error={removeError}
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
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Created</th>
                    <th scope="col">Expires</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {invitations.data.map((i) => (
                    <tr key={i.id}>
                      <td className="muted">
                        {timeAgo(i.created_at)}
                        {i.created_by_email && <span className="faint small"> by {i.created_by_email}</span>}
                      </td>
                      <td className="muted">{timeAgo(i.expires_at)}</td>
                      <td className="num">
                        <Button size="sm" onClick={() => revoke(i.id)}>
                          Revoke
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      )}
    </div>
  );
}
