import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { StoreGameDetail } from '../../store/store-types';
import { GAME_TEXTS } from '../game-texts';
import { FeatureList } from './FeatureList';
import { TrailerPlayer } from './TrailerPlayer';

const TABS = ['Overview', 'Features', 'Trailer'] as const;
type TabName = (typeof TABS)[number];

const tabId = (name: TabName) => `game-tab-${name.toLowerCase()}`;
const panelId = (name: TabName) => `game-tabpanel-${name.toLowerCase()}`;

/** Overview (storyline, else summary), Features (derived tags), Trailer (the first video). */
export function GameTabs({ game }: { game: StoreGameDetail }) {
  const [tab, setTab] = useState<TabName>('Overview');
  const overview = game.storyline?.trim() ? game.storyline : game.summary;
  const trailer = game.videos?.find((video) => video.url);

  const panels: Record<TabName, ReactNode> = {
    Overview: (
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="overview-text">
        {overview}
      </Typography>
    ),
    Features: <FeatureList game={game} />,
    Trailer: trailer ? (
      <TrailerPlayer key={trailer.url} url={trailer.url} title={trailer.name ? `${game.name}: ${trailer.name}` : `${game.name} trailer`} />
    ) : (
      <Typography color="text.secondary">{GAME_TEXTS.noTrailer}</Typography>
    ),
  };

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Tabs value={tab} onChange={(_event, value: TabName) => setTab(value)} aria-label="Game details" sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={name} id={tabId(name)} aria-controls={panelId(name)} />
        ))}
      </Tabs>
      {TABS.map((name) => (
        <Box key={name} role="tabpanel" id={panelId(name)} aria-labelledby={tabId(name)} hidden={tab !== name} sx={{ p: 3 }}>
          {tab === name && panels[name]}
        </Box>
      ))}
    </Paper>
  );
}
