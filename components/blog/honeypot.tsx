// The newsletter forms' honeypot: a field humans never see (off-screen, skipped by keyboard and
// assistive technologies), so any value in it means a bot (lib/newsletter/signup.ts).
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Ne pas remplir
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
