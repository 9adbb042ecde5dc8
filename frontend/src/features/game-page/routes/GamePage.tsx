import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams } from 'react-router';
import { useGetGameQuery } from '../../store/store-api';
import { GameNotFound } from '../components/GameNotFound';
import { GameView } from '../components/GameView';
import { GameViewSkeleton } from '../components/GameViewSkeleton';
import { parseGameId } from '../game-id';

/** /games/{id} and /games/{id}/{slug}: a non-numeric id, a missing game or a failed fetch is 'Game Not Found'. */
export function GamePage() {
  const params = useParams();
  const id = parseGameId(params.id);
  const { data, isLoading, isFetching, isError } = useGetGameQuery(id ?? skipToken);
  const game = data?.gameData;

  if (id === null) return <GameNotFound />;
  // A new id shows the page's placeholder, not the previous game.
  if (isLoading || (isFetching && game?.id !== id)) return <GameViewSkeleton />;
  if (isError || !game) return <GameNotFound />;
  return <GameView key={game.id} game={game} />;
}
