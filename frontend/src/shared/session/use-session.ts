import { useSelector } from 'react-redux';
import { selectSessionStatus, selectUser, type SessionState } from './session-slice';

interface WithSession {
  session: SessionState;
}

export const useSessionUser = () => useSelector((state: WithSession) => selectUser(state));
export const useSessionStatus = () => useSelector((state: WithSession) => selectSessionStatus(state));
