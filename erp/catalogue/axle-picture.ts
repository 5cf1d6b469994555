/**
 * Pictures of the front and rear axle for brake parts (techDetails tab). They hold no words: the
 * page names the axle beside the picture in its own language (decision 0031). The URL's /v2/ is
 * the drawing without words; the one before it said "FRONT AXLE" and may still sit in a browser's
 * cache, which keeps these pictures for a year.
 */
export type AxlePicture = "front" | "rear";
export const axlePictureUrl = (axle: AxlePicture) => `/media/axle/v2/${axle}.svg`;

export function parseAxlePath(path: string): AxlePicture | null {
  const match = /^\/media\/axle\/v2\/(front|rear)\.svg$/.exec(path);
  return match ? (match[1] as AxlePicture) : null;
}

/** A chassis seen from above, nose up, with the wheels and brakes of one axle marked in red. */
export function renderAxlePicture(axle: AxlePicture): string {
  const marked = (y: number) => (axle === "front" ? y < 300 : y > 300);
  const wheel = (x: number, y: number) => {
    const on = marked(y);
    return `<rect x="${x - 28}" y="${y - 55}" width="56" height="110" rx="14" fill="${on ? "#c4261e" : "#3d4145"}"/>${on ? `<circle cx="${x}" cy="${y}" r="18" fill="#fff"/>` : ""}`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 600" width="300" height="600"><rect width="300" height="600" fill="#f5f5f5"/><rect x="70" y="60" width="160" height="480" rx="60" fill="#fff" stroke="#3d4145" stroke-width="6"/><line x1="60" y1="150" x2="240" y2="150" stroke="${axle === "front" ? "#c4261e" : "#8a9098"}" stroke-width="10"/><line x1="60" y1="450" x2="240" y2="450" stroke="${axle === "rear" ? "#c4261e" : "#8a9098"}" stroke-width="10"/>${wheel(50, 150)}${wheel(250, 150)}${wheel(50, 450)}${wheel(250, 450)}<path d="M150 20 L175 50 L125 50 Z" fill="#3d4145"/></svg>`;
}
