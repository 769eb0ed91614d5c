// The emergency guide for children (docs/product.md §2): four kinds of emergency, each with what to do, what
// to say and what not to do, plus six general tips. Numbers and service names come from the chosen
// country, so a child in New Zealand reads 111 and a child in Canada asks for the Paramedics.
import type { Country } from '@callready/core';

export type EmergencyKind = 'fire' | 'medical' | 'accident' | 'stranger';
export type Severity = 'High' | 'Medium';

export interface EmergencyTypeGuide {
  kind: EmergencyKind;
  title: string;
  summary: string;
  severity: Severity;
  whatToDo: readonly string[];
  whatToSay: readonly string[];
  dontDo: readonly string[];
}

export interface SafetyTip {
  title: string;
  text: string;
}

export interface EmergencyGuide {
  emergencies: readonly EmergencyTypeGuide[];
  tips: readonly SafetyTip[];
}

type GuideCountry = Pick<Country, 'emergencyNumber' | 'alternativeEmergencyNumber' | 'services'>;

export function buildEmergencyGuide(country: GuideCountry): EmergencyGuide {
  const call = country.emergencyNumber;
  const { fire, ambulance, police } = country.services;

  const emergencies: EmergencyTypeGuide[] = [
    {
      kind: 'fire',
      title: 'Fire',
      summary: 'Flames or smoke in a home or building. Get out first, then call for help.',
      severity: 'High',
      whatToDo: [
        'Shout "Fire!" to warn everyone in the building.',
        'Get out fast by the safest way. Leave toys, tablets and pets behind.',
        'If there is smoke, get down low and crawl. The air is cleaner near the floor.',
        'Before opening a closed door, touch it with the back of your hand. If it is hot, use another way out.',
        `Once you are outside, call ${call} from a mobile phone or a neighbour's phone.`,
        'Go to your family meeting place and stay out until firefighters say it is safe.',
        'If you cannot get out, go into a room with a window, shut the door, put a towel along the gap at the bottom, then open the window and shout for help.',
      ],
      whatToSay: [
        `When asked which service you need, say "${fire}, please."`,
        'Your full address: house number, street and town.',
        'What is on fire and where, for example "The kitchen is on fire."',
        'Whether everyone is out, or who is still inside and where they are.',
      ],
      dontDo: [
        "Don't hide under a bed or in a cupboard. Firefighters need to find you.",
        "Don't go back inside for anything, not even a pet.",
        "Don't try to put the fire out yourself.",
        "Don't open a door that feels hot.",
        "Don't use a lift if you live in a block of flats.",
      ],
    },
    {
      kind: 'medical',
      title: 'Medical Emergency',
      summary: 'Someone is very poorly, badly hurt, not breathing or will not wake up.',
      severity: 'High',
      whatToDo: [
        'Check that you are safe first. Look out for danger like traffic, fire or electricity.',
        'Shout for a grown-up if one is nearby.',
        `Call ${call}. Put the phone on speaker so your hands are free.`,
        'Tell the call handler if the person is awake, and if they are breathing.',
        'Do exactly what the call handler tells you. They will talk you through how to help.',
        'Stay with the person, talk to them kindly and keep them warm with a coat or blanket.',
        'If you can, ask someone to open the front door and watch out for help arriving.',
      ],
      whatToSay: [
        `"${ambulance}, please."`,
        'Your full address: house number, street and town.',
        'What happened, for example "My grandad fell over and won\'t wake up."',
        'Is the person awake? Is the person breathing? Say yes, no, or "I don\'t know."',
        'How old the person is, if you know.',
        'Anything you know about their health, like diabetes, asthma or allergies.',
      ],
      dontDo: [
        "Don't hang up until the call handler tells you to.",
        "Don't give them food, drink or medicine unless the call handler says so.",
        "Don't move someone who has fallen or been hurt, unless they are in danger where they are.",
        "Don't leave them on their own unless you have to go and get help.",
      ],
    },
    {
      kind: 'accident',
      title: 'Accident',
      summary: 'A crash, a fall or another accident where someone might be hurt.',
      severity: 'Medium',
      whatToDo: [
        'Keep yourself safe. Stay on the pavement or somewhere away from traffic.',
        'Tell a grown-up straight away.',
        `If someone is badly hurt or trapped, or there has been a crash on a road, call ${call}.`,
        'Look around for clues to where you are: road names, shop names, bus stops or landmarks.',
        'Talk to the hurt person, tell them help is coming and ask them to keep still.',
        `Small bumps and scrapes don't need ${call}. A grown-up can help with those.`,
      ],
      whatToSay: [
        `"${ambulance}, please." Say if the ${police} or the ${fire} are needed too.`,
        'Where it happened: the road name and anything you can see nearby.',
        'How many people are hurt, and how they are hurt.',
        'Whether anyone is trapped or not waking up.',
        'Any danger, like fire, smoke, leaking fuel or fast traffic.',
      ],
      dontDo: [
        "Don't run into the road to help.",
        "Don't move a hurt person unless they are in danger, for example from fire.",
        "Don't touch broken glass, blood or anything that has spilled.",
        "Don't take photos or videos. Helping comes first.",
      ],
    },
    {
      kind: 'stranger',
      title: 'Stranger Danger',
      summary: "Someone you don't know is making you feel unsafe, following you or trying to take you.",
      severity: 'Medium',
      whatToDo: [
        'Trust your feelings. If someone makes you feel scared or uncomfortable, get away from them.',
        'Go to a safe adult: a police officer, someone working in a shop, or a parent with children.',
        'Go into a busy shop or public place, never somewhere quiet.',
        'If someone tries to grab you, shout "Help! I don\'t know this person!" and run.',
        `If you are in danger, call ${call} and ask for the ${police}.`,
        'Always tell your grown-up what happened, even if you feel worried about it.',
      ],
      whatToSay: [
        `"${police}, please."`,
        'What is happening, for example "Someone is following me."',
        'Where you are now, and where it happened.',
        'What the person looks like: their clothes, hair, how tall they are.',
        'Which way they went, and the colour or number plate of their car if you saw it.',
      ],
      dontDo: [
        "Don't go anywhere with someone you don't know, even if they say your grown-up sent them.",
        "Don't take sweets, gifts or a lift from someone you don't know.",
        "Don't tell strangers your name, address or school, in person or online.",
        "Don't keep it a secret. Telling a grown-up is always the right thing to do.",
      ],
    },
  ];

  const lockedPhoneNote = country.alternativeEmergencyNumber
    ? ` ${country.alternativeEmergencyNumber} works too.`
    : '';

  const tips: SafetyTip[] = [
    {
      title: 'Know your address',
      text: 'Learn your full address by heart: house number, street name and town. Helpers need it to find you.',
    },
    {
      title: `Know how to call ${call}`,
      text: `Most mobile phones can call ${call} even when they are locked. Look for "Emergency" on the lock screen.${lockedPhoneNote}`,
    },
    {
      title: 'Stay calm and speak clearly',
      text: 'Take a slow, deep breath before you talk. Speak slowly so the call handler understands every word.',
    },
    {
      title: 'Listen and answer',
      text: "Answer the call handler's questions one at a time. Don't hang up until they tell you to.",
    },
    {
      title: 'Make a family plan',
      text: 'Know your safe adults, a meeting place outside your home in case of fire, and a family password.',
    },
    {
      title: 'Only for real emergencies',
      text: `Never call ${call} for a joke or to practise. If you call by mistake, stay on the line and say so.`,
    },
  ];

  return { emergencies, tips };
}
