// Real-world skills recorded beside a call's scores (ADR 037, ADR 038): whether the child found the
// emergency button on the practice lock screen, and whether they said the family's own address.

export const CALL_SKILLS = ['yes', 'partly', 'no'] as const;
export type CallSkill = (typeof CALL_SKILLS)[number];

/** The CSV's and the reports' words: yes, partly (found after the hint; some parts said), no. */
export const CALL_SKILL_LABELS: Readonly<Record<CallSkill, string>> = {
  yes: 'Yes',
  partly: 'Partly',
  no: 'No',
};

/** How a call's skill reads in a report or the CSV; 'N/A' when the call did not practise it. */
export function callSkillLabel(skill: CallSkill | null | undefined): string {
  return skill ? CALL_SKILL_LABELS[skill] : 'N/A';
}
