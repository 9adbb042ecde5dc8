import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { HELP_TOPICS } from './help-content';

/** The help topics, each a step list that opens on demand. */
export function HelpTopicList() {
  return (
    <Box component="section" aria-labelledby="help-topics-heading">
      <Typography id="help-topics-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Help Topics
      </Typography>
      {HELP_TOPICS.map((topic) => (
        // The Accordion wraps its summary in an h3.
        <Accordion key={topic.title} disableGutters variant="outlined" data-testid="help-topic">
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {topic.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
              {topic.steps.map((step) => (
                <Typography component="li" key={step} color="text.secondary">
                  {step}
                </Typography>
              ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
