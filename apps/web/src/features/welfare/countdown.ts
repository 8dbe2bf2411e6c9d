// Time left until a moment the server named, counted on the server's clock: the offset between its
// `now` and the device's is measured once, so a wrong device clock does not move the end.
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  over: boolean;
}

export const timeLeft = (end: number, serverNow: number, deviceAtServerNow: number, deviceNow: number): TimeLeft => {
  const ms = Math.max(0, end - (serverNow + (deviceNow - deviceAtServerNow)));
  const s = Math.floor(ms / 1000);
  return { days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60, over: ms === 0 };
};

const two = (n: number) => String(n).padStart(2, '0');
export const clock = (left: TimeLeft) => `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`;
