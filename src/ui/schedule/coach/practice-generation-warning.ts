/** The practice generator's warning, e.g. "This replaces all 20 practices with the 20 … not touched." */
export function practiceGenerationWarning(currentPractices: number, plan: string): string {
  const practices = `${String(currentPractices)} practice${currentPractices === 1 ? "" : "s"}`;
  return `This replaces all ${practices} with the ${plan}. Games and snack sign-ups are not touched.`;
}
