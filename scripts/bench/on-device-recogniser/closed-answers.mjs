// The closed answers of the on-device recogniser benchmark: what a child says to each kind of
// question, the call moment the server hears it at, the small grammar a device would listen with,
// and how an answer is judged right. Words are as a recogniser writes them (lower case, spelled
// numbers), so both recognisers are judged by the same rule.

/** Two families' stored homes: the address grammar knows only its own child's words and decoys. */
export const HOMES = {
  oak: { number: '12', street: 'Oak Road', town: 'Leeds' },
  mill: { flat: '2', number: '88', street: 'Mill Lane', town: 'Leeds' },
};

/**
 * Decoy street names, street kinds and towns, as the youngest children's address tiles already
 * carry beside their own (ADR 051): a grammar of the child's words alone would hear them in anything.
 */
const DECOY_STREETS = ['church', 'station', 'park', 'high', 'victoria', 'green', 'mill', 'oak'];
const STREET_KINDS = ['road', 'lane', 'street', 'avenue', 'close', 'drive'];
const DECOY_TOWNS = ['leeds', 'york', 'bradford', 'bristol', 'london', 'manchester'];

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const NUMBER_RULES = `<number> = <units> | <teens> | <tens> [<units>] | <units> hundred [[and] <below-hundred>];
<below-hundred> = <units> | <teens> | <tens> [<units>];
<units> = ${UNITS.join(' | ')};
<teens> = ${TEENS.join(' | ')};
<tens> = ${TENS.join(' | ')};`;

const grammar = (rules) => `#JSGF V1.0;\ngrammar answer;\n${rules}\n`;

/** What the device would listen with, one small grammar per kind of question. */
export function deviceGrammar(kind, home) {
  switch (kind) {
    case 'yes-no':
      return grammar(`public <answer> = [oh] (<yes> | <no> | <unsure>) [<tail>];
<yes> = yes | yeah | yep;
<no> = no | nope;
<unsure> = [i] don't know | [i'm] not sure;
<tail> = please | it is | that's right | that's not right;`);
    case 'service':
      return grammar(`public <answer> = [<lead>] [the | an | a] <service> [please];
<lead> = i need | we need | i want | can i have | send;
<service> = fire engine | fire brigade | fire service | fire | ambulance | police | police car;`);
    case 'number':
      return grammar(`public <answer> = [it's] [house] [number] <number>;
${NUMBER_RULES}`);
    case 'address': {
      const streets = new Set([...DECOY_STREETS, home.street.toLowerCase().split(' ')[0]]);
      const kinds = new Set([...STREET_KINDS, home.street.toLowerCase().split(' ').at(-1)]);
      const towns = new Set([...DECOY_TOWNS, home.town.toLowerCase()]);
      return grammar(`public <answer> = [<lead>] ([flat <number>] [<number>] <street> [[in] <town>] | <town>);
<lead> = i live at | we live at | we live on | it's | the address is | my address is;
<street> = (${[...streets].join(' | ')}) (${[...kinds].join(' | ')});
<town> = ${[...towns].join(' | ')};
${NUMBER_RULES}`);
    }
    default:
      throw new Error(`no grammar for ${kind}`);
  }
}

/**
 * The server's moment for each kind (the question id the web app sends): the read-back's yes or no,
 * the service question, the house number asked after the address, and the address question.
 */
export const SERVER_MOMENTS = {
  'yes-no': 'house-fire/address/confirm',
  service: 'house-fire/service',
  number: 'house-fire/address/follow-up-1',
  address: 'house-fire/address',
};

/** What children say: each answer with the kind of question and, for places, the child's home. */
export const ANSWERS = [
  { kind: 'yes-no', text: 'yes' },
  { kind: 'yes-no', text: 'no' },
  { kind: 'yes-no', text: 'yeah' },
  { kind: 'yes-no', text: 'nope' },
  { kind: 'yes-no', text: "I don't know" },
  { kind: 'service', text: 'fire engine' },
  { kind: 'service', text: 'ambulance' },
  { kind: 'service', text: 'police' },
  { kind: 'service', text: 'fire brigade please' },
  { kind: 'service', text: 'I need an ambulance' },
  { kind: 'number', text: 'twelve', home: 'oak' },
  { kind: 'number', text: 'eighty eight', home: 'mill' },
  { kind: 'number', text: 'number five', home: 'oak' },
  { kind: 'number', text: 'forty two', home: 'mill' },
  { kind: 'address', text: 'twelve oak road', home: 'oak' },
  { kind: 'address', text: 'twelve oak road leeds', home: 'oak' },
  { kind: 'address', text: 'I live at twelve oak road', home: 'oak' },
  { kind: 'address', text: 'flat two eighty eight mill lane leeds', home: 'mill' },
  { kind: 'address', text: 'eighty eight mill lane', home: 'mill' },
  { kind: 'address', text: "it's eighty eight mill lane leeds", home: 'mill' },
];

export const KINDS = ['yes-no', 'service', 'number', 'address'];

/** Words that carry no fact of a number or an address: leads, fillers, politeness. */
const FILLERS = new Set([
  'i',
  'live',
  'at',
  'we',
  'on',
  "it's",
  'its',
  'it',
  'is',
  'the',
  'address',
  'my',
  'please',
  'number',
  'house',
  'in',
  'um',
  'uh',
  'er',
  'oh',
  'and',
  'a',
  'an',
  'our',
  'to',
  'of',
]);

const words = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** The fact an answer gives, as the call would use it. */
export function meaningOf(kind, text) {
  const said = words(text);
  const has = (word) => said.includes(word);
  switch (kind) {
    case 'yes-no':
      if ((has('know') && (has("don't") || has('dont'))) || has('sure')) return 'unsure';
      if (has('no') || has('nope') || has('not')) return 'no';
      if (has('yes') || has('yeah') || has('yep')) return 'yes';
      return '';
    case 'service': {
      const services = [
        has('fire') || has('firefighters') ? 'fire' : '',
        has('ambulance') ? 'ambulance' : '',
        has('police') ? 'police' : '',
      ].filter(Boolean);
      return services.join('+');
    }
    default:
      return said.filter((word) => !FILLERS.has(word)).join(' ');
  }
}
