// The export as one zip: the whole record as JSON, and a CSV per table for spreadsheets.
import { strToU8, zipSync } from 'fflate';
import { toCsv } from './csv';
import type { FamilyHome } from '../home-details/family-homes';
import type { FamilyExport } from './family-export';

type Call = FamilyExport['calls'][number];
type Child = FamilyExport['children'][number];

const README = `CallReady data export

callready-data.json  everything below in one file, including each answer's rating
account.csv          your parent account and profile
children.csv         each child, with their invite code
calls.csv            every saved practice call (stars 1-5, scores 0-100)
transcripts.csv      what was said in each call, line by line, for children whose words you chose to keep
emails.csv           the e-mails we sent you (subject and time; the contents are not kept)
homes.csv            each child's home address, second home and phone, if you added them
`;

type TranscriptLine = { callId: string; childName: string; line: number; speaker: string; text: string };

/** Every kept line of every call, with the lessons after the call's lines (speaker "lesson"). */
function transcriptLines(calls: readonly Call[]): TranscriptLine[] {
  return calls.flatMap((call) => {
    if (!call.transcript) return [];
    const said = call.transcript.turns.map(({ speaker, text }) => ({ speaker, text }));
    const lessons = (call.transcript.lessons ?? []).map((text) => ({ speaker: 'lesson', text }));
    return [...said, ...lessons].map((entry, index) => ({
      callId: call.id,
      childName: call.childName,
      line: index + 1,
      ...entry,
    }));
  });
}

/** `homes`: the children's addresses and phones (ADR 037), opened for this download only. */
export function familyArchive(data: FamilyExport & { homes?: FamilyHome[] }): Uint8Array {
  const account = toCsv(
    [
      { header: 'name', value: (row: FamilyExport) => row.account.name },
      { header: 'email', value: (row) => row.account.email },
      { header: 'email_verified', value: (row) => row.account.emailVerified },
      { header: 'birth_year', value: (row) => row.account.birthYear },
      { header: 'country_code', value: (row) => row.profile?.countryCode },
      { header: 'plan', value: (row) => row.subscription?.tier ?? 'free' },
      { header: 'created_at', value: (row) => row.account.createdAt },
    ],
    [data],
  );
  const children = toCsv(
    [
      { header: 'id', value: (row: Child) => row.id },
      { header: 'name', value: (row) => row.name },
      { header: 'age', value: (row) => row.age },
      { header: 'relationship', value: (row) => row.relationship },
      { header: 'country_code', value: (row) => row.countryCode },
      { header: 'invite_code', value: (row) => row.inviteCode },
      { header: 'active', value: (row) => row.active },
      { header: 'keep_call_transcripts', value: (row) => row.keepCallTranscripts },
      { header: 'created_at', value: (row) => row.createdAt },
    ],
    data.children,
  );
  const calls = toCsv(
    [
      { header: 'id', value: (row: Call) => row.id },
      { header: 'child_id', value: (row) => row.childId },
      { header: 'child_name', value: (row) => row.childName },
      { header: 'scenario_type', value: (row) => row.scenarioType },
      { header: 'scenario_id', value: (row) => row.scenarioId },
      { header: 'completion_date', value: (row) => row.completionDate },
      { header: 'overall_stars', value: (row) => row.overallStars },
      { header: 'clarity_score', value: (row) => row.clarityScore },
      { header: 'calmness_score', value: (row) => row.calmnessScore },
      { header: 'accuracy_score', value: (row) => row.accuracyScore },
      { header: 'service_selection_score', value: (row) => row.serviceSelectionScore },
      { header: 'time_taken_seconds', value: (row) => row.timeTakenSeconds },
      { header: 'answers_rated', value: (row) => row.responseRatings.length },
    ],
    data.calls,
  );
  const transcripts = toCsv(
    [
      { header: 'call_id', value: (row: TranscriptLine) => row.callId },
      { header: 'child_name', value: (row) => row.childName },
      { header: 'line', value: (row) => row.line },
      { header: 'speaker', value: (row) => row.speaker },
      { header: 'text', value: (row) => row.text },
    ],
    transcriptLines(data.calls),
  );
  const emails = toCsv(
    [
      { header: 'subject', value: (row: FamilyExport['emailsSent'][number]) => row.subject },
      { header: 'sent_at', value: (row) => row.sentAt },
    ],
    data.emailsSent,
  );
  const homes = toCsv(
    [
      { header: 'child_id', value: (row: FamilyHome) => row.childId },
      { header: 'child_name', value: (row) => row.childName },
      { header: 'home_flat', value: (row) => row.homeAddress?.flat },
      { header: 'home_number', value: (row) => row.homeAddress?.number },
      { header: 'home_street', value: (row) => row.homeAddress?.street },
      { header: 'home_town', value: (row) => row.homeAddress?.town },
      { header: 'home_postcode', value: (row) => row.homeAddress?.postcode },
      { header: 'second_home_label', value: (row) => row.secondHome?.label },
      { header: 'second_home_flat', value: (row) => row.secondHome?.address.flat },
      { header: 'second_home_number', value: (row) => row.secondHome?.address.number },
      { header: 'second_home_street', value: (row) => row.secondHome?.address.street },
      { header: 'second_home_town', value: (row) => row.secondHome?.address.town },
      { header: 'second_home_postcode', value: (row) => row.secondHome?.address.postcode },
      { header: 'phone', value: (row) => row.phone },
    ],
    data.homes ?? [],
  );
  return zipSync({
    'README.txt': strToU8(README),
    'callready-data.json': strToU8(`${JSON.stringify(data, null, 2)}\n`),
    'account.csv': strToU8(account),
    'children.csv': strToU8(children),
    'calls.csv': strToU8(calls),
    'transcripts.csv': strToU8(transcripts),
    'emails.csv': strToU8(emails),
    'homes.csv': strToU8(homes),
  });
}
