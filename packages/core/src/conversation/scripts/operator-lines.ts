// What the operator says when the call leaves the script: location follow-ups and read-backs,
// red-flag instructions and the non-emergency line's "this is an emergency" (ADR 011).
// None of these lines says that help is on its way: they can be spoken before a location exists.
import type { AgeBand } from '../../age';
import type { Country, EmergencyService } from '../../countries';
import type { RedFlag, Scene } from '../red-flags';
import { bandLines, bands, scriptContext } from './context';
import type { BandText } from './types';
import type { Scenario } from '../../scenarios';

/** The emergency number as the country says it ("000, triple zero"; Ireland's 112 also works). */
export function emergencyNumberWords(country: Country): string {
  if (country.id === 'au') return '000 (triple zero)';
  if (country.alternativeEmergencyNumber)
    return `${country.emergencyNumber} or ${country.alternativeEmergencyNumber}`;
  return country.emergencyNumber;
}

/** At most two follow-ups, as real call-handlers ask children: the road, then what you can see or a grown-up. */
export const LOCATION_FOLLOW_UPS: readonly BandText[] = [
  bands({
    youngest: "That's okay. What is the name of your road or street?",
    young: "That's okay. Do you know the name of the road or street you are on?",
    older: "Okay. What's the name of the road or street you're on?",
  }),
  bands({
    youngest:
      'Look around you. What can you see, like a shop, a school, a park or a bus stop? Or ask a grown-up near you.',
    young:
      'What can you see near you, like a shop, a school, a park or a bus stop? If a grown-up is near you, ask them and tell me what they say.',
    older:
      'What can you see around you: a shop, a school, a park, a bus stop? Or is there a grown-up nearby who knows the address?',
  }),
];

export const MAX_LOCATION_FOLLOW_UPS = LOCATION_FOLLOW_UPS.length;

/** Said once, when two follow-ups brought no location: the call goes on without it. */
export function locationGivenUpLine(type: '999' | '111', band: AgeBand): string {
  if (type === '111')
    return band === 'up-to-6' || band === '7-10'
      ? "That's okay. A grown-up can tell the nurse where you are."
      : "That's okay. A grown-up can give the nurse the address when they call back.";
  return band === 'up-to-6'
    ? "That's okay. We'll find you. Stay on the line with me."
    : "That's okay, we'll find you. Stay on the line with me.";
}

/** "You're at 12 Oak Road. Is that right?", "You're next to the school. Is that right?" */
export function locationReadBackLine(placed: string): string {
  return `You're ${placed}. Is that right?`;
}

export function serviceReadBackLine(country: Country, scenario: Scenario, service: EmergencyService): string {
  return `You need ${scriptContext(scenario, country).request(service)}. Is that right?`;
}

const YOUNGER: readonly AgeBand[] = ['up-to-6', '7-10'];

/**
 * The protocol question after "won't wake up" when breathing is not known yet: call-handlers ask the
 * caller to look at the chest before anything else (NHS Pathways and the US dispatch protocols both
 * check breathing straight after consciousness; see ADR 035).
 */
export const BREATHING_CHECK: BandText = bands({
  youngest: 'Look at their tummy and chest. Are they going up and down?',
  young: 'Look at their chest. Is it going up and down? Are they breathing?',
  older: 'Look at their chest and listen. Are they breathing normally?',
});

/**
 * Instructions the operator gives as soon as an emergency call raises a red flag. For 11–16,
 * hands-only CPR as UK and US dispatchers give it (Resuscitation Council UK; American Heart
 * Association dispatcher-assisted CPR); younger children are asked to fetch a grown-up, unlock the
 * door and stay on the line. On a road the child stays away from the traffic and nobody is moved.
 */
export function redFlagInstructions(flag: RedFlag, band: AgeBand, scene: Scene = 'home'): readonly string[] {
  const younger = YOUNGER.includes(band);
  if (scene === 'road') return roadInstructions(flag, younger);
  switch (flag) {
    case 'not-breathing':
      return younger
        ? [
            "Okay. I'm going to help you with what to do.",
            'Shout for a grown-up to come right now.',
            'If you can, unlock the front door, then go back and stay next to them.',
            'Keep the phone with you and stay on the line with me.',
          ]
        : [
            "Okay, listen carefully. I'm going to help you with what to do.",
            'Get them flat on their back on the floor.',
            'Put the heel of one hand in the middle of their chest, and your other hand on top.',
            "Push down hard and fast, about twice every second, and count out loud. Don't stop.",
            'If anyone else is there, send them to unlock the front door.',
          ];
    case 'unresponsive':
      return younger
        ? [
            "Okay. I'm going to help you with what to do.",
            'Shout for a grown-up to come right now.',
            'Stay next to them and keep talking to them. Unlock the front door if you can.',
          ]
        : [
            "Okay. I'm going to help you with what to do.",
            'Look at their chest. If it stops going up and down, tell me straight away.',
            'If they are breathing, gently roll them onto their side so they can breathe easily.',
            'Stay next to them, and unlock the front door if you can.',
          ];
    case 'trapped-in-fire':
      return younger
        ? [
            'Listen carefully. Do not go back inside, not even to help them.',
            'When you see the firefighters, tell them where the person is, like which room.',
          ]
        : [
            'Listen carefully: do not go back inside, not even to help them. The firefighters have the right equipment.',
            'When the firefighters arrive, tell them exactly where the person is, like which room and which floor.',
          ];
    case 'severe-bleeding':
      // Direct pressure on the wound: St John Ambulance and British Red Cross first aid for severe bleeding.
      return younger
        ? [
            "Okay. I'm going to help you with what to do.",
            'Get a grown-up to press hard on the place that is bleeding, with a clean towel or cloth.',
            "Keep pressing and don't let go.",
          ]
        : [
            "Okay, listen carefully. I'm going to help you with what to do.",
            'Press hard on the place that is bleeding, with a clean towel or cloth, or your hand.',
            "Keep pressing and don't let go. If blood soaks through, put another cloth on top and keep pressing.",
          ];
    case 'caller-in-fire':
      // Trapped by fire: London Fire Brigade's and the NFPA's advice (get out if you can; if not, a
      // room with a window, door shut, gap blocked, stay low, signal from the window).
      return younger
        ? [
            'If you can get out safely, get out now. Do not stop for anything.',
            "If you can't get out, go into a room with a window and shut the door.",
            'Stay low, under the smoke. Shout and wave from the window so the firefighters can see you.',
          ]
        : [
            "If you can get out safely, get out now and don't stop for anything.",
            "If you can't, get into a room with a window, shut the door and put a towel or clothes along the bottom of it.",
            'Stay low, under the smoke, open the window and shout for help so the firefighters know where you are.',
          ];
    case 'intruder-inside':
      return younger
        ? [
            'Stay hidden and stay very quiet. Do not go to look.',
            "Keep the phone on. You don't have to talk, I can still hear you.",
          ]
        : [
            'Stay hidden somewhere safe, lock the door if you can, and keep very quiet. Do not go to look.',
            "Keep the phone on. If you can't talk, just listen to me and I'll ask yes or no questions.",
          ];
    default:
      return [];
  }
}

/** A road crash: nobody goes into the traffic, nobody is moved, a grown-up does the hands-on help. */
function roadInstructions(flag: RedFlag, younger: boolean): readonly string[] {
  switch (flag) {
    case 'not-breathing':
      return younger
        ? [
            "Okay. I'm going to help you with what to do.",
            'Stay well away from the road and the cars.',
            'Shout for a grown-up to come and help right now.',
            'Keep the phone with you and stay on the line with me.',
          ]
        : [
            "Okay, listen carefully. I'm going to help you with what to do.",
            "Don't go into the road. Only go near them if the traffic has stopped and it is safe.",
            'If a grown-up is with them, tell them to push hard and fast in the middle of the chest, about twice every second.',
            "Don't move them. Keep the phone with you and stay on the line with me.",
          ];
    case 'unresponsive':
      return younger
        ? [
            "Okay. I'm going to help you with what to do.",
            'Stay well away from the road and the cars.',
            'Shout for a grown-up to come and help.',
          ]
        : [
            "Okay. I'm going to help you with what to do.",
            "Don't move them, and don't go into the road unless the traffic has stopped.",
            'If it is safe, look at their chest. If it stops going up and down, tell me straight away.',
          ];
    case 'severe-bleeding':
      return younger
        ? [
            "Okay. I'm going to help you with what to do.",
            'Stay well away from the road and the cars.',
            'Get a grown-up to press hard on the place that is bleeding.',
          ]
        : [
            "Okay, listen carefully. I'm going to help you with what to do.",
            "Only if it's safe and away from the traffic: press hard on the place that is bleeding, with a clean cloth.",
            "Keep pressing and don't let go until the ambulance crew take over.",
          ];
    case 'trapped-in-fire':
      return younger
        ? [
            'Stay far away from the car. Do not try to open it.',
            'The fire service will be told too. They have the right tools.',
          ]
        : [
            "Stay well back from the car and don't try to get them out yourself.",
            'The fire service will be told too. They have the right tools to get people out.',
          ];
    default:
      return [];
  }
}

/** Someone else is inside while the caller is too: get yourself out, and leave the search to the crews. */
export const CALLER_INSIDE_SOMEONE_ELSE =
  "Don't go looking for them. Get yourself out if you can, and tell the firefighters where they are.";

/** "The firefighters know your brother is upstairs. Don't go back in for him." (quotes the child). */
export function trappedPersonLine(
  who: string,
  where: string | undefined,
  scene: Scene,
  callerInside = false,
): string {
  const pronoun = /\b(?:brother|dad|daddy|grandad|granddad|grandpa|uncle|son|man|boy)\b/.test(who)
    ? 'him'
    : /\b(?:sister|mum|mom|mummy|mommy|nan|nana|nanny|gran|granny|grandma|auntie|aunt|daughter|lady|girl)\b/.test(
          who,
        )
      ? 'her'
      : 'them';
  const place = where ? ` is ${where}` : ' is inside';
  const person = `your ${who}`.replace(/^your (?:the|a) /, 'the ');
  if (scene === 'road') return `The firefighters know ${person} is stuck. Stay back from the car.`;
  return callerInside
    ? `The firefighters know ${person}${place}. Don't go looking for ${pronoun}.`
    : `The firefighters know ${person}${place}. Don't go back in for ${pronoun}.`;
}

/**
 * Closing lines when a red flag changed the call: reminders added to the script's. When the person
 * is not breathing or will not wake, the scenario's everyday advice ("sit and rest", "give them a
 * drink") no longer fits and is left out; for 11–16 at home, CPR goes on until the crew take over.
 */
export function closingWithRedFlags(
  closing: readonly string[],
  flags: readonly RedFlag[],
  band: AgeBand,
  scene: Scene = 'home',
): readonly string[] {
  const younger = YOUNGER.includes(band);
  if (flags.includes('not-breathing') && !younger && scene === 'home') {
    return [
      'Well done. Keep pushing hard and fast in the middle of their chest.',
      "Don't stop until the ambulance crew take over from you.",
      'The ambulance crew are at the door now. You did really well. You can hang up now.',
    ];
  }
  // These change the scene so much that the scenario's everyday advice no longer fits.
  const patient =
    flags.includes('not-breathing') || flags.includes('unresponsive') || flags.includes('caller-in-fire');
  const reminders: string[] = [];
  if (flags.includes('caller-in-fire'))
    reminders.push('Remember: get out if you can. If not, stay low, by the window, with the door shut.');
  else if (patient)
    reminders.push(
      scene === 'road'
        ? 'Stay safe, away from the traffic, and tell me if anything changes.'
        : younger
          ? 'Stay next to them and keep the door unlocked.'
          : 'Stay with them and keep watching their breathing.',
    );
  if (flags.includes('trapped-in-fire') && flags.includes('caller-in-fire'))
    reminders.push('Remember: let the firefighters find them. Get yourself out if you can.');
  else if (flags.includes('trapped-in-fire'))
    reminders.push(
      scene === 'road'
        ? "Remember: stay well back from the car. Don't try to open it."
        : "Remember: don't go back in. Tell the firefighters where the person is.",
    );
  if (flags.includes('severe-bleeding'))
    reminders.push('Keep pressing hard on the bleeding until the ambulance crew take over.');
  if (flags.includes('intruder-inside'))
    reminders.push('Remember: stay hidden and quiet, and keep the phone on.');
  if (reminders.length === 0) return closing;
  const [first, advice, ...rest] = closing;
  if (first === undefined) return reminders;
  return patient
    ? [first, ...reminders, ...rest]
    : [first, ...(advice === undefined ? [] : [advice]), ...reminders, ...rest];
}

/** The advice line's answer to a red flag: this is an emergency, hang up and call the emergency number. */
export function emergencyRedirectLines(country: Country): Readonly<Record<AgeBand, readonly string[]>> {
  const number = emergencyNumberWords(country);
  return bandLines({
    youngest: [
      'What you told me means this is an emergency.',
      `Hang up now and call ${number} straight away. Get a grown-up if you can.`,
      'You did exactly the right thing by telling me.',
    ],
    young: [
      'What you told me means this is an emergency.',
      `Hang up now and call ${number} straight away, and tell them what you told me.`,
      'You did exactly the right thing by telling me.',
    ],
    older: [
      'This is an emergency.',
      `Hang up now and call ${number} straight away, and tell them what you told me.`,
      'You did exactly the right thing by telling me.',
    ],
  });
}

/** One stretch of a line as it is spoken: fixed words, or the child's own words quoted back. */
export interface SpokenPart {
  text: string;
  childWords: boolean;
}

/**
 * The fixed words around the child's words in every read-back ("You said “…” — is that right?",
 * "You're … . Is that right?"): a server voice prepares these like scripted lines, so only the
 * child's words are synthesized when a read-back is said (ADR 045).
 */
export const READ_BACK_FIXED_PARTS: readonly string[] = [
  'You said',
  'is that right?',
  "You're",
  'Is that right?',
];

const READ_BACK_FORMS: readonly [RegExp, string, string][] = [
  [/^You said “(.+)” — is that right\?$/su, 'You said', 'is that right?'],
  [/^You're (.+)\. Is that right\?$/su, "You're", 'Is that right?'],
];

/** A read-back cut into its fixed words and the child's words; null for any other line. */
export function readBackParts(line: string): SpokenPart[] | null {
  for (const [form, before, after] of READ_BACK_FORMS) {
    const quoted = form.exec(line)?.[1]?.trim();
    if (quoted)
      return [
        { text: before, childWords: false },
        { text: quoted, childWords: true },
        { text: after, childWords: false },
      ];
  }
  return null;
}
