/** The invite link (spec 2: register prefills the invite code from `?code=`). */
export function inviteLink(inviteCode: string, origin: string = window.location.origin): string {
  return `${origin}/h5/#/pages/common/register?code=${encodeURIComponent(inviteCode)}`;
}
