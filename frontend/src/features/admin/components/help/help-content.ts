/** The Help Center's topics (spec, section 2) and questions. */
export interface HelpTopic {
  title: string;
  steps: string[];
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    title: 'Dashboard Navigation',
    steps: [
      'The sidebar leads to every admin page; collapse it with the arrow beside the logo, and the choice is remembered.',
      "The Dashboard shows this month's sales and revenue, the games in the store and the users, each with its change from last month.",
      'The weekly chart counts the orders of each day of this week, Monday to Sunday.',
    ],
  },
  {
    title: 'Adding Games',
    steps: [
      'Open Add a Game and type part of the name in the search box, then press Enter.',
      'Choose Add to Store on a result. A game not yet in the store asks for a price (dollars and cents) and a CSV file of keys.',
      'The CSV holds one key per line, in its first column. A key already in the store refuses the whole file, naming it.',
    ],
  },
  {
    title: 'Managing Games',
    steps: [
      'Store Games lists every game for sale, ten a page; search by name with Enter or the Search button.',
      'Edit opens the game: change its price and Save Changes, set a discount with Set, or feature it on the home page.',
      'Remove From Store stops its sales at once; its history and unsold keys are kept.',
    ],
  },
  {
    title: 'Managing Game Keys',
    steps: [
      "The Game Keys tab lists a game's keys, masked, with their state. Show reveals one key; every reveal is recorded.",
      'Add a single key, or upload a CSV file of keys.',
      'Download CSV saves the unsold keys as a file; every download is recorded.',
    ],
  },
  {
    title: 'Viewing Purchases',
    steps: [
      'Purchases lists the orders with their payment and the keys delivered.',
      'Filter by customer e-mail and date, then open an order for its games, prices and keys.',
      'Refund or Replace on an active key asks first: a refund returns what was paid for that key to the wallet or card; a replacement delivers a new key. Either way the old key stops working.',
    ],
  },
];

export const HELP_FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  { question: 'What happens to sold keys when I remove a game?', answer: 'They stay with their buyers. Removing a game only stops new sales; its history and unsold keys are kept.' },
  { question: 'Can I change a price without losing the discount?', answer: 'Yes. The discount is a percentage: it applies to the new price at once.' },
  { question: 'Which game is featured on the home page?', answer: 'The last one set with Set Featured; setting another game featured replaces it.' },
  { question: 'Where do I see who revealed or downloaded keys?', answer: "In a game's Game Keys tab, under Key access: every reveal and download, newest first, with the admin and the time." },
];

export const SUPPORT_EMAIL = 'support@keyledger.local';
