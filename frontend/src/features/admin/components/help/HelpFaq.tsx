import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { HELP_FAQ } from './help-content';

export const FAQ_ID = 'faq';

/** Frequently asked questions. */
export function HelpFaq() {
  return (
    <Box component="section" id={FAQ_ID} aria-labelledby="faq-heading" tabIndex={-1} sx={{ outline: 'none' }}>
      <Typography id="faq-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Frequently Asked Questions
      </Typography>
      {HELP_FAQ.map(({ question, answer }) => (
        <Accordion key={question} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
