import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { truncateWords } from '../../store/components/truncate-words';
import { GAME_TEXTS } from '../game-texts';
import { SUMMARY_WORDS, SUMMARY_WORDS_EXPANDED, wordCount } from '../summary-words';

/** The summary cut at 50 words, or at 200 once expanded, with a Show more/less toggle when it is longer than 50. */
export function ExpandableSummary({ summary }: { summary: string }) {
  const [expanded, setExpanded] = useState(false);
  if (!summary.trim()) return null;
  const long = wordCount(summary) > SUMMARY_WORDS;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" data-testid="game-summary" sx={{ overflowWrap: 'anywhere' }}>
        {truncateWords(summary, expanded ? SUMMARY_WORDS_EXPANDED : SUMMARY_WORDS)}
      </Typography>
      {long && (
        <Button size="small" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded} sx={{ px: 0, minWidth: 0 }}>
          {expanded ? GAME_TEXTS.showLess : GAME_TEXTS.showMore}
        </Button>
      )}
    </Box>
  );
}
