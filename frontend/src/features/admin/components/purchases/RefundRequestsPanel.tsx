import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSessionUser } from '../../../../shared/session/use-session';
import { ADMIN_TEXTS } from '../../admin-texts';
import { useRefundDecision } from '../../hooks/use-refund-decision';
import { useGetRefundRequestsQuery } from '../../refund-requests-api';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { RefundDecisionDialog } from './RefundDecisionDialog';
import { RefundRequestItem } from './RefundRequestItem';

const TEXTS = ADMIN_TEXTS.refundRequests;
const LIST = { listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 } as const;
/** One request's height on a wide screen, held while the list loads. */
const ITEM_HEIGHT = 118;

/**
 * The refunds above the approval threshold that wait for a second admin, oldest first, read afresh
 * each time the page opens: another admin approves or declines each; its requester sees it waiting.
 */
export function RefundRequestsPanel() {
  const me = useSessionUser();
  const requests = useGetRefundRequestsQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const decision = useRefundDecision();
  const list = requests.data?.requests;

  return (
    <Box component="section" aria-labelledby="refund-requests-title" data-testid="refund-requests" sx={{ mt: 4 }}>
      <Typography id="refund-requests-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {TEXTS.title}
      </Typography>
      {requests.isError ? (
        <LoadFailedAlert message={TEXTS.loadFailed} onRetry={() => void requests.refetch()} testId="refund-requests-load-failed" />
      ) : !list ? (
        <Box role="status" aria-busy="true" aria-label="Loading refunds waiting for approval">
          <Skeleton variant="rounded" sx={{ height: ITEM_HEIGHT, borderRadius: 2 }} />
        </Box>
      ) : list.length === 0 ? (
        <Typography color="text.secondary" data-testid="refund-requests-empty">
          {TEXTS.empty}
        </Typography>
      ) : (
        <Box component="ul" aria-label={TEXTS.title} sx={LIST}>
          {list.map((request) => (
            <RefundRequestItem key={request.requestId} request={request} own={request.requestedBy.id === me?._id} onDecide={(kind) => decision.choose(request, kind)} />
          ))}
        </Box>
      )}
      <RefundDecisionDialog target={decision.target} open={decision.open} busy={decision.busy} onConfirm={(reason) => void decision.confirm(reason)} onCancel={decision.cancel} />
    </Box>
  );
}
