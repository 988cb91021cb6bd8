import { PLAN_TYPE, roleCapabilities, type Schemas } from '@privacy-portal/sdk';
import { LOCALE_INFO } from '@privacy-portal/sdk/i18n';
import { Alert } from '@privacy-portal/ui/Alert';
import { RequestActions } from '@privacy-portal/ui/dsar/RequestActions';
import { RequestAttachments } from '@privacy-portal/ui/dsar/RequestAttachments';
import {
  EMAIL_EVENT_LABEL,
  formatDay,
  isClosed,
  REQUEST_TYPE_LABEL,
  requesterName,
} from '@privacy-portal/ui/dsar/RequestBadges';
import { RequestDeadlines } from '@privacy-portal/ui/dsar/RequestDeadlines';
import { RequestNotes } from '@privacy-portal/ui/dsar/RequestNotes';
import { RequestStages } from '@privacy-portal/ui/dsar/RequestStages';
import { RequestStatusPanel } from '@privacy-portal/ui/dsar/RequestStatusPanel';
import { RequestSummary } from '@privacy-portal/ui/dsar/RequestSummary';
import { RequestTimeline } from '@privacy-portal/ui/dsar/RequestTimeline';
import { Loader } from '@privacy-portal/ui/Loader';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { lazyDialog } from '../../../components/lazyDialog.tsx';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { problemOf } from '../../../lib/queryClient.ts';
import { useToasts } from '../../../lib/useToasts.tsx';
import { pricingTabHref } from '../../../pages/billing/billing-links.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import page from '../../shared/page.module.css';
import { inboxHref } from './inboxLink.ts';
import styles from './RequestDetails.module.css';
import inbox from './Requests.module.css';
import {
  checkCloseNote,
  checkExtendReason,
  checkMessage,
  fieldProblem,
  messageInput,
} from './requestForms.ts';
import {
  downloadAttachment,
  downloadRecord,
  useEmailTemplates,
  useRequest,
  useRequestFilterOptions,
  useRequestMutations,
  useRequestTimeline,
} from './requests.queries.ts';

// The dialogs (react-aria's overlays and their forms) arrive when one is first opened.
const RequestExtendDialog = lazyDialog(() =>
  import('@privacy-portal/ui/dsar/RequestExtendDialog').then((m) => m.RequestExtendDialog),
);
const RequestCloseDialog = lazyDialog(() =>
  import('@privacy-portal/ui/dsar/RequestCloseDialog').then((m) => m.RequestCloseDialog),
);
const RequestMessageDialog = lazyDialog(() =>
  import('@privacy-portal/ui/dsar/RequestMessageDialog').then((m) => m.RequestMessageDialog),
);

type Request = Schemas['Request'];
type Pair = { oid: number; pid: number };
type Open = null | 'extend' | 'message' | 'completed' | 'rejected';
/** A dialog's refusal: on its field, or above the fields. */
type Refusal = { error?: string | undefined; summary: string | null };

const ID = /^[1-9][0-9]{0,9}$/;

/**
 * /privacy/dsar/requests-details/{reqid}/{companyid}/{orgid}/{propid}/{formID}: one request, from
 * receipt to reply. The request is read from its organization (orgid) and id (reqid).
 */
export function RequestDetailsPage() {
  const { selection, user } = useSession();
  const { reqid = '', orgid = '' } = useParams();
  if (!selection) return null;
  const pair = { oid: selection.oid, pid: selection.pid };
  if (!ID.test(reqid) || !ID.test(orgid)) {
    return (
      <div className={`${page.page} ${inbox.page}`}>
        <PageIntro title="Request not found" description="This address does not name a request." />
        <BackLink pair={pair} />
      </div>
    );
  }
  return (
    <RequestDetailsScreen
      pair={pair}
      orgId={Number(orgid)}
      requestId={Number(reqid)}
      canWrite={roleCapabilities(user?.role)?.canWrite ?? false}
    />
  );
}

function BackLink({ pair }: { pair: Pair }) {
  return (
    <Link to={inboxHref(pair)} className={styles.back}>
      ← All requests
    </Link>
  );
}

interface ScreenProps {
  pair: Pair;
  orgId: number;
  requestId: number;
  canWrite: boolean;
}

function RequestDetailsScreen({ pair, orgId, requestId, canWrite }: ScreenProps) {
  const query = useRequest(orgId, requestId);
  const request = query.data;
  if (query.isPending) {
    return (
      <div className={`${page.page} ${inbox.page}`}>
        <BackLink pair={pair} />
        <Loader label="Loading the request" showLabel block />
      </div>
    );
  }
  if (query.error || !request) {
    const problem = problemOf(query.error);
    return (
      <div className={`${page.page} ${inbox.page}`}>
        <BackLink pair={pair} />
        {problem.status === 404 ? (
          <Alert tone="error" title="Request not found">
            This request does not exist, or it belongs to an organization you cannot see.
          </Alert>
        ) : (
          <LoadFailed what="the request" message={problem.message} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  return <RequestWork pair={pair} orgId={orgId} request={request} canWrite={canWrite} />;
}

interface WorkProps {
  pair: Pair;
  orgId: number;
  request: Request;
  canWrite: boolean;
}

function RequestWork({ pair, orgId, request, canWrite }: WorkProps) {
  const r = request.request;
  const requestId = r.id;
  const toasts = useToasts();
  const mutations = useRequestMutations(orgId, requestId);
  const timeline = useRequestTimeline(orgId, requestId);
  const options = useRequestFilterOptions(orgId);
  const [open, setOpen] = useState<Open>(null);
  const templates = useEmailTemplates(orgId, open === 'message');
  const [refusal, setRefusal] = useState<Refusal>({ summary: null });
  const [pendingTask, setPendingTask] = useState<string | null>(null);
  const [movingTo, setMovingTo] = useState<number | null>(null);
  const [stageProblem, setStageProblem] = useState<string | null>(null);
  const [statusNotice, setStatusNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const [attachmentProblem, setAttachmentProblem] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);

  const path = { orgId, requestId };
  const closed = isClosed(r.status);
  const events = timeline.data?.events ?? [];
  const notes = useMemo(() => events.filter((e) => e.kind === 'note').reverse(), [events]);
  const languageTemplates = useMemo(
    () =>
      templates.data
        ? Object.fromEntries(
            templates.data.filter((t) => t.language === request.language).map((t) => [t.event, t]),
          )
        : undefined,
    [templates.data, request.language],
  );

  const openDialog = (which: Open) => {
    setRefusal({ summary: null });
    setOpen(which);
  };
  const failed = (field: string, label: string) => (error: unknown) =>
    setRefusal(fieldProblem(problemOf(error), field, label));

  const assign = (assigneeId: number | null) =>
    mutations.assign.mutate(
      { params: { path }, body: { assignee_id: assigneeId } },
      {
        onSuccess: (body) =>
          toasts.notify(
            body.response.request.assignee
              ? `Assigned to ${body.response.request.assignee.name}.`
              : 'The request is unassigned.',
          ),
        onError: (error) => toasts.notify(problemOf(error).message, 'error'),
      },
    );

  const resend = () => {
    setStatusNotice(null);
    mutations.resendVerification.mutate(
      { params: { path } },
      {
        onSuccess: () =>
          setStatusNotice({
            tone: 'success',
            text: `A new confirmation link was sent to ${r.email}. The earlier link no longer works.`,
          }),
        onError: (error) => setStatusNotice({ tone: 'error', text: problemOf(error).message }),
      },
    );
  };

  const setTask = (stage: number, task: number, done: boolean) => {
    setStageProblem(null);
    setPendingTask(`${stage}:${task}`);
    mutations.setTask.mutate(
      { params: { path: { ...path, stage, task } }, body: { done } },
      {
        onError: (error) => setStageProblem(problemOf(error).message),
        onSettled: () => setPendingTask(null),
      },
    );
  };

  const moveStage = (stage: Schemas['RequestStage']) => {
    setStageProblem(null);
    setMovingTo(stage.index);
    mutations.moveStage.mutate(
      { params: { path }, body: { stage: stage.index } },
      {
        onSuccess: () =>
          toasts.notify(
            `Moved to ${stage.name}.${stage.template ? ` The “${EMAIL_EVENT_LABEL[stage.template]}” e-mail is on its way to the requester.` : ''}`,
          ),
        onError: (error) => setStageProblem(problemOf(error).message),
        onSettled: () => setMovingTo(null),
      },
    );
  };

  const extend = (reason: string) =>
    mutations.extend.mutate(
      { params: { path }, body: { reason } },
      {
        onSuccess: (body) => {
          setOpen(null);
          toasts.notify(
            `The deadline is now ${formatDay(body.response.deadlines.due_on)}. The requester was sent the extension notice.`,
          );
        },
        onError: failed('reason', 'The reason'),
      },
    );

  const close = (outcome: 'completed' | 'rejected') => (note: string) =>
    mutations.close.mutate(
      { params: { path }, body: { outcome, note } },
      {
        onSuccess: () => {
          setOpen(null);
          toasts.notify(
            `${r.reference} was ${outcome}. The requester was sent the “${EMAIL_EVENT_LABEL[outcome]}” e-mail.`,
          );
        },
        onError: failed('note', 'The note'),
      },
    );

  const message = (values: Parameters<typeof messageInput>[0]) =>
    mutations.message.mutate(
      { params: { path }, body: messageInput(values) },
      {
        onSuccess: () => {
          setOpen(null);
          toasts.notify(`The “${EMAIL_EVENT_LABEL[values.event]}” e-mail is on its way to ${r.email}.`);
        },
        onError: (error) => setRefusal({ summary: problemOf(error).message }),
      },
    );

  const addNote = async (text: string) => {
    setNoteProblem(null);
    try {
      await mutations.addNote.mutateAsync({ params: { path }, body: { text } });
    } catch (error) {
      setNoteProblem(problemOf(error).message);
      throw error;
    }
  };

  const saveAttachment = async (attachment: Schemas['AttachmentInfo']) => {
    setAttachmentProblem(null);
    setDownloadingId(attachment.id);
    try {
      await downloadAttachment(orgId, requestId, attachment);
    } catch (error) {
      setAttachmentProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloadingId(null);
    }
  };

  const saveRecord = async () => {
    setRecording(true);
    try {
      await downloadRecord(orgId, requestId, r.reference);
    } catch (error) {
      toasts.notify(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setRecording(false);
    }
  };

  const language = LOCALE_INFO[request.language]?.name ?? request.language;

  return (
    <div className={`${page.page} ${inbox.page}`}>
      <BackLink pair={pair} />
      <PageIntro
        title={`Request ${r.reference}`}
        description={`${REQUEST_TYPE_LABEL[r.request_type]} request from ${requesterName(r)}, received ${formatDay(r.received_at)}${request.form_name ? ` through ${request.form_name}` : ''}.`}
        actions={
          <RequestActions
            status={r.status}
            onDownloadRecord={() => void saveRecord()}
            downloadingRecord={recording}
            {...(canWrite
              ? {
                  onMessage: r.status === 'closed_unverified' ? undefined : () => openDialog('message'),
                  onClose: (outcome: 'completed' | 'rejected') => openDialog(outcome),
                }
              : {})}
          />
        }
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <RequestSummary request={request} upgradeHref={pricingTabHref(PLAN_TYPE.dsar, 'monthly', pair)} />
          <RequestAttachments
            attachments={request.attachments}
            onDownload={(a) => void saveAttachment(a)}
            downloadingId={downloadingId}
            error={attachmentProblem ? <Alert tone="error">{attachmentProblem}</Alert> : null}
          />
          <RequestStages
            stages={request.stages}
            workflowName={request.workflow_name}
            closed={closed}
            waitingReason={
              r.status === 'unverified'
                ? 'Work starts once the requester has confirmed the e-mail address.'
                : null
            }
            {...(canWrite ? { onTaskChange: setTask, onMoveStage: moveStage } : {})}
            pendingTask={pendingTask}
            movingTo={movingTo}
            error={stageProblem ? <Alert tone="error">{stageProblem}</Alert> : null}
          />
          <RequestTimeline
            events={events}
            loading={timeline.isPending}
            error={
              timeline.error ? (
                <LoadFailed
                  what="the timeline"
                  message={problemOf(timeline.error).message}
                  onRetry={() => void timeline.refetch()}
                />
              ) : null
            }
            hasMore={timeline.data?.hasMore ?? false}
            loadingMore={timeline.isFetchingNextPage}
            onLoadMore={() => void timeline.fetchNextPage()}
          />
        </div>
        <div className={styles.side}>
          <RequestStatusPanel
            request={request}
            assignees={options.data?.assignees ?? []}
            {...(canWrite ? { onAssign: assign, onResendVerification: resend } : {})}
            assigning={mutations.assign.isPending}
            resending={mutations.resendVerification.isPending}
            notice={statusNotice ? <Alert tone={statusNotice.tone}>{statusNotice.text}</Alert> : null}
          />
          <RequestDeadlines
            request={request}
            {...(canWrite ? { onExtend: () => openDialog('extend') } : {})}
          />
          <RequestNotes
            notes={notes}
            {...(canWrite ? { onAdd: addNote } : {})}
            adding={mutations.addNote.isPending}
            error={noteProblem}
          />
        </div>
      </div>
      <RequestExtendDialog
        isOpen={open === 'extend'}
        deadlines={request.deadlines}
        busy={mutations.extend.isPending}
        error={refusal.error}
        summary={refusal.summary}
        validate={checkExtendReason}
        onSubmit={extend}
        onCancel={() => setOpen(null)}
      />
      {open === 'completed' || open === 'rejected' ? (
        <RequestCloseDialog
          isOpen
          outcome={open}
          reference={r.reference}
          busy={mutations.close.isPending}
          error={refusal.error}
          summary={refusal.summary}
          validate={checkCloseNote(open)}
          onSubmit={close(open)}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      <RequestMessageDialog
        isOpen={open === 'message'}
        templates={languageTemplates}
        languageName={language}
        busy={mutations.message.isPending}
        summary={refusal.summary}
        validate={checkMessage}
        onSubmit={message}
        onCancel={() => setOpen(null)}
      />
      {toasts.region}
    </div>
  );
}
