// The real ways to reach the emergency services without speaking, per country, each with the
// conditions the service itself states (ADR 044). This module is the only place these facts live:
// the Emergency Guide and the results of "Hiding and can't talk" both show its text.
import type { CountryId } from './countries';

export interface NonSpeakingOption {
  /** The service's own name for it. */
  name: string;
  /** What it is and how to use it. */
  how: string;
  /** Who may use it and when: never left out, so no option is shown without its conditions. */
  conditions: string;
}

export interface NonSpeakingHelp {
  countryId: CountryId;
  /** What anyone who calls and cannot talk should do, in this country. */
  ifYouCannotTalk: string;
  options: readonly NonSpeakingOption[];
}

export const NON_SPEAKING_HELP: Readonly<Record<CountryId, NonSpeakingHelp>> = {
  uk: {
    countryId: 'uk',
    // Source: IOPC "Make Yourself Heard" campaign (policeconduct.gov.uk, April 2019): "Make yourself
    // heard by coughing, tapping the handset or – once prompted by the automated system – by pressing 55."
    ifYouCannotTalk:
      'Call 999 and listen. If you can, cough or tap the phone. On a mobile, press 55 when the recorded message asks you to, and you will be put through to the police.',
    options: [
      {
        name: 'Silent Solution',
        // Source: IOPC "Make Yourself Heard" (2019); Thames Valley Police, "Silent Solution – 999 and
        // 55": the automated police message asks the caller to press 55; without it the call ends.
        how: 'Press 55 on your mobile when the recorded message asks you to. This tells the police you really need help but cannot talk.',
        conditions: 'Only on a 999 call from a mobile, and only when you are prompted.',
      },
      {
        name: 'emergencySMS',
        // Source: emergencysms.net (the UK emergency SMS service): "You need to register first" by
        // texting "register" to 999; for deaf, hard of hearing or speech-impaired people.
        how: 'Text 999 to reach the police, ambulance, fire and rescue or coastguard.',
        conditions:
          'Register first by texting "register" to 999. It is for people who are deaf, hard of hearing or speech-impaired.',
      },
      {
        name: '999 BSL',
        // Source: 999bsl.co.uk and Ofcom ("Emergency video relay", 2022): free British Sign Language
        // video relay to the emergency services, no registration needed.
        how: 'Make a 999 call in British Sign Language through a video relay interpreter, with the 999 BSL app or website.',
        conditions: 'No registration needed. It is free.',
      },
    ],
  },
  ie: {
    countryId: 'ie',
    // Source: Garda Síochána and the Emergency Call Answering Service (ecas.ie): stay on the line.
    ifYouCannotTalk:
      "Call 112 or 999 and stay on the line. Don't hang up. Tap or cough if you can, press keys to answer yes or no if the operator asks, and whisper your address when it is safe.",
    options: [
      {
        name: '112 SMS',
        // Source: 112.ie ("Emergency SMS service"): text 112 once your phone is registered with the
        // service; for deaf, hard of hearing or speech-impaired people.
        how: 'Text 112 to reach the Gardaí, ambulance, fire service or coast guard.',
        conditions: 'Registration required: register your phone at 112.ie before you need it.',
      },
    ],
  },
  us: {
    countryId: 'us',
    // Source: FCC, "What You Need to Know About Text-to-911" (fcc.gov): "call if you can, text if you can't".
    ifYouCannotTalk:
      "Call 911 and stay on the line. Don't hang up. Tap or cough if you can, press keys to answer yes or no if the dispatcher asks, and whisper your address when it is safe.",
    options: [
      {
        name: 'Text-to-911',
        // Source: FCC, "What You Need to Know About Text-to-911": available only where the local
        // 911 centre accepts texts; elsewhere a bounce-back message says to make a voice call.
        how: 'Text 911 with your location and what is happening. Call if you can, text if you can\u2019t.',
        conditions:
          'Only where your local 911 center supports it. Where it is not supported, the message bounces back and tells you to make a voice call.',
      },
    ],
  },
  ca: {
    countryId: 'ca',
    // Source: CRTC, "Text with 9-1-1 (T9-1-1)" (crtc.gc.ca): only for registered DHH/SI people;
    // everyone else calls 9-1-1.
    ifYouCannotTalk:
      "Call 911 and stay on the line. Don't hang up. Tap or cough if you can, press keys to answer yes or no if the operator asks, and whisper your address when it is safe.",
    options: [
      {
        name: 'Text with 9-1-1 (T9-1-1)',
        // Source: CRTC and textwith911.ca: the caller dials 9-1-1 and the centre texts back.
        how: 'Dial 911; the 911 center sees your phone is registered and continues the call by text.',
        conditions:
          'Only for people who are deaf, hard of hearing or speech-impaired and have registered their mobile phone. Everyone else must call.',
      },
    ],
  },
  au: {
    countryId: 'au',
    // Source: triplezero.gov.au and Victoria Police: if you can't talk, call anyway and hold the line.
    ifYouCannotTalk:
      "Call 000 and stay on the line. Don't hang up. Tap or cough if you can, press keys to answer yes or no if the operator asks, and whisper your address when it is safe.",
    options: [
      {
        name: '106',
        // Source: triplezero.gov.au ("106 is a text-based emergency number ... TTY"); Triple Zero
        // cannot receive SMS.
        how: '106 is the emergency number for a TTY (teletypewriter). It is a TTY text service, not SMS: you cannot text 106 from a mobile.',
        conditions: 'For people who are deaf or have a hearing or speech impairment and use a TTY.',
      },
      {
        name: 'National Relay Service SMS relay',
        // Source: accesshub.gov.au (National Relay Service, "SMS relay"): text 0423 677 767, and a
        // relay officer calls the emergency service for you.
        how: 'Text 0423 677 767 and a relay officer calls the emergency services for you.',
        conditions: 'For people who are deaf, hard of hearing or cannot speak.',
      },
    ],
  },
  nz: {
    countryId: 'nz',
    // Source: NZ Police ("Calling 111", police.govt.nz): stay on the line.
    ifYouCannotTalk:
      "Call 111 and stay on the line. Don't hang up. Tap or cough if you can, press keys to answer yes or no if the call-taker asks, and whisper your address when it is safe.",
    options: [
      {
        name: '111 TXT',
        // Source: NZ Police, "111 TXT" (police.govt.nz): only for registered deaf, hard of hearing or
        // speech-impaired users.
        how: 'Text 111 to reach the police, fire or ambulance.',
        conditions:
          'For registered users only: people who are deaf, hard of hearing or speech-impaired and have registered with 111 TXT.',
      },
    ],
  },
};

export function nonSpeakingHelpFor(countryId: CountryId): NonSpeakingHelp {
  return NON_SPEAKING_HELP[countryId];
}
