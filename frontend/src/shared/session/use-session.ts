import { useSelector } from 'react-redux';
import { selectSessionStatus, selectUser, type SessionState } from './session-slice';
import { can, type Permission } from './session-user';

interface WithSession {
  session: SessionState;
}

export const useSessionUser = () => useSelector((state: WithSession) => selectUser(state));
export const useSessionStatus = () => useSelector((state: WithSession) => selectSessionStatus(state));

/** Whether the signed-in user has this permission (the admin area's buttons follow it). */
export const useCan = (permission: Permission): boolean => can(useSessionUser(), permission);
