import displayBoldUrl from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import displayItalicUrl from '@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff2?url';
import textBoldUrl from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import textRegularUrl from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';

export interface CertificateDetails {
  fullName: string;
  programName: string;
  completedOn: Date;
}

// Landscape A4 (297 × 210 mm) at 1600 px wide.
const WIDTH = 1600;
const HEIGHT = 1131;
const CENTER_X = WIDTH / 2;
const TEXT_MAX_WIDTH = 1160;

// The brand teals (stride.7 and stride.9 in @stride/ui's theme), repeated here so this lazily
// loaded chunk pulls in nothing from the app.
const TEAL = '#0f766e';
const TEAL_DARK = '#134e4a';
const PAPER = '#fdfaf0';
const INK = '#1f2933';
const MUTED = '#52606d';

// Family names of their own: registering "Inter" would also restyle the app's UI, which asks
// for Inter where installed.
const DISPLAY = 'Stride Certificate Display';
const TEXT = 'Stride Certificate Text';

const fontFaces = [
  { family: DISPLAY, url: displayBoldUrl, descriptors: { weight: '700' } },
  { family: DISPLAY, url: displayItalicUrl, descriptors: { weight: '400', style: 'italic' } },
  { family: TEXT, url: textBoldUrl, descriptors: { weight: '700' } },
  { family: TEXT, url: textRegularUrl, descriptors: { weight: '400' } },
];

let fontsLoaded: Promise<void> | undefined;

/** Downloads the certificate's fonts once, on the first certificate; a failed attempt is retried next time. */
function loadFonts(): Promise<void> {
  fontsLoaded ??= Promise.all(
    fontFaces.map(async ({ family, url, descriptors }) => {
      const face = await new FontFace(family, `url(${url})`, descriptors).load();
      document.fonts.add(face);
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      fontsLoaded = undefined;
      throw error;
    },
  );
  return fontsLoaded;
}

/** The spec's file name: the program name in upper case with the png extension. */
export function certificateFileName(programName: string): string {
  return `${programName.toUpperCase()}.png`;
}

const longUsDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The completion date in long US format, read in UTC (e.g. "December 15, 2026"). */
export function formatCompletionDate(date: Date): string {
  return longUsDate.format(date);
}

/**
 * Splits `name` into one line, or two lines of near-equal width when one line is wider than
 * `maxWidth`; balanced lines look deliberate where a greedy wrap leaves a short orphan.
 */
export function wrapProgramName(name: string, measure: (text: string) => number, maxWidth: number): string[] {
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || measure(words.join(' ')) <= maxWidth) return [words.join(' ')];

  let best: string[] = [];
  let bestWidth = Infinity;
  for (let split = 1; split < words.length; split++) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const width = Math.max(...lines.map(measure));
    if (width < bestWidth) {
      best = lines;
      bestWidth = width;
    }
  }
  return best;
}

function displayFont(size: number): string {
  return `700 ${size}px "${DISPLAY}", Georgia, serif`;
}

function italicFont(size: number): string {
  return `italic 400 ${size}px "${DISPLAY}", Georgia, serif`;
}

function textFont(weight: 400 | 700, size: number): string {
  return `${weight} ${size}px "${TEXT}", Arial, sans-serif`;
}

function drawText(ctx: CanvasRenderingContext2D, text: string, y: number, font: string, color: string, x = CENTER_X) {
  ctx.font = font;
  ctx.fillStyle = color;
  ctx.fillText(text, x, y);
}

/** The largest size from `maxSize` down to `minSize` at which `text` fits `maxWidth`. */
function fitFontSize(ctx: CanvasRenderingContext2D, text: string, font: (size: number) => string, maxSize: number, minSize: number) {
  let size = maxSize;
  ctx.font = font(size);
  while (size > minSize && ctx.measureText(text).width > TEXT_MAX_WIDTH) {
    size -= 2;
    ctx.font = font(size);
  }
  return size;
}

function drawFrame(ctx: CanvasRenderingContext2D) {
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);

  ctx.strokeStyle = TEAL_DARK;
  ctx.lineWidth = 14;
  ctx.strokeRect(36, 36, WIDTH - 72, HEIGHT - 72);

  ctx.strokeStyle = TEAL;
  ctx.lineWidth = 2;
  ctx.strokeRect(62, 62, WIDTH - 124, HEIGHT - 124);

  const corners: [number, number, number, number][] = [
    [62, 62, 1, 1],
    [WIDTH - 62, 62, -1, 1],
    [62, HEIGHT - 62, 1, -1],
    [WIDTH - 62, HEIGHT - 62, -1, -1],
  ];
  for (const [x, y, sx, sy] of corners) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(sx, sy);
    drawCornerOrnament(ctx);
    ctx.restore();
  }
}

/** Drawn for the top-left corner; the caller mirrors it into the other three. */
function drawCornerOrnament(ctx: CanvasRenderingContext2D) {
  ctx.fillStyle = TEAL_DARK;
  ctx.beginPath();
  ctx.moveTo(0, -11);
  ctx.lineTo(11, 0);
  ctx.lineTo(0, 11);
  ctx.lineTo(-11, 0);
  ctx.closePath();
  ctx.fill();

  ctx.strokeStyle = TEAL;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(20, 96);
  ctx.lineTo(20, 20);
  ctx.lineTo(96, 20);
  ctx.stroke();

  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(30, 60);
  ctx.lineTo(30, 30);
  ctx.lineTo(60, 30);
  ctx.stroke();

  ctx.fillStyle = TEAL;
  ctx.beginPath();
  ctx.arc(40, 40, 4, 0, Math.PI * 2);
  ctx.fill();
}

/** The BrandLogo mark (libs/ui brand-logo.tsx): its 24 × 24 viewBox scaled to `size`. */
function drawMark(ctx: CanvasRenderingContext2D, x: number, y: number, size: number, color: string) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 24, size / 24);
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.roundRect(0, 0, 24, 24, 6);
  ctx.fill();
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 2.2;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke(new Path2D('M7 7l5 5-5 5M12 7l5 5-5 5'));
  ctx.restore();
}

function drawLogo(ctx: CanvasRenderingContext2D, top: number) {
  const markSize = 52;
  const gap = 14;
  ctx.font = `700 46px "${TEXT}", Arial, sans-serif`;
  const wordWidth = ctx.measureText('Stride').width;
  const left = CENTER_X - (markSize + gap + wordWidth) / 2;
  drawMark(ctx, left, top, markSize, TEAL);
  ctx.textAlign = 'left';
  ctx.fillStyle = TEAL;
  ctx.textBaseline = 'middle';
  ctx.fillText('Stride', left + markSize + gap, top + markSize / 2 + 2);
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'center';
}

/** A hairline with a small diamond at its centre, used under the title. */
function drawDivider(ctx: CanvasRenderingContext2D, y: number, halfWidth: number) {
  ctx.strokeStyle = TEAL;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(CENTER_X - halfWidth, y);
  ctx.lineTo(CENTER_X - 16, y);
  ctx.moveTo(CENTER_X + 16, y);
  ctx.lineTo(CENTER_X + halfWidth, y);
  ctx.stroke();
  ctx.fillStyle = TEAL;
  ctx.beginPath();
  ctx.moveTo(CENTER_X, y - 7);
  ctx.lineTo(CENTER_X + 7, y);
  ctx.lineTo(CENTER_X, y + 7);
  ctx.lineTo(CENTER_X - 7, y);
  ctx.closePath();
  ctx.fill();
}

/** The upper-case program name on one or two lines, shrunk until they fit, centred on `centerY`. */
function drawProgramName(ctx: CanvasRenderingContext2D, programName: string, centerY: number) {
  const name = programName.toUpperCase();
  ctx.letterSpacing = '3px';
  let size = 46;
  let lines: string[];
  for (;;) {
    ctx.font = textFont(700, size);
    lines = wrapProgramName(name, (text) => ctx.measureText(text).width, TEXT_MAX_WIDTH);
    const widest = Math.max(...lines.map((line) => ctx.measureText(line).width));
    if (widest <= TEXT_MAX_WIDTH || size <= 26) break;
    size -= 2;
  }
  // Upper case only, so the block's visual height runs from the first cap top to the last baseline.
  const capHeight = size * 0.73;
  const lineHeight = Math.round(size * 1.3);
  const firstBaseline = centerY - (capHeight + (lines.length - 1) * lineHeight) / 2 + capHeight;
  lines.forEach((line, index) => drawText(ctx, line, firstBaseline + index * lineHeight, textFont(700, size), TEAL));
  ctx.letterSpacing = '0px';
}

function drawSignature(ctx: CanvasRenderingContext2D, x: number, y: number, signature: string, caption: string) {
  drawText(ctx, signature, y - 16, italicFont(34), INK, x);
  ctx.strokeStyle = MUTED;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(x - 170, y);
  ctx.lineTo(x + 170, y);
  ctx.stroke();
  ctx.letterSpacing = '2px';
  drawText(ctx, caption, y + 34, textFont(400, 18), MUTED, x);
  ctx.letterSpacing = '0px';
}

/** A round seal with the brand mark between the two signature lines. */
function drawSeal(ctx: CanvasRenderingContext2D, y: number) {
  ctx.strokeStyle = TEAL;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(CENTER_X, y, 70, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = TEAL_DARK;
  ctx.beginPath();
  ctx.arc(CENTER_X, y, 62, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = PAPER;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(CENTER_X, y, 52, 0, Math.PI * 2);
  ctx.stroke();
  drawMark(ctx, CENTER_X - 24, y - 24, 48, TEAL);
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The certificate could not be encoded as PNG.'))), 'image/png');
  });
}

/** Draws the certificate on a 1600 × 1131 canvas and returns it as a PNG. */
export async function renderCertificate({ fullName, programName, completedOn }: CertificateDetails): Promise<Blob> {
  await loadFonts();
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the certificate.');
  ctx.textAlign = 'center';

  drawFrame(ctx);
  drawLogo(ctx, 116);
  drawText(ctx, 'Certificate of Completion', 292, displayFont(76), TEAL_DARK);
  drawDivider(ctx, 334, 230);
  drawText(ctx, 'This certifies that', 414, italicFont(32), MUTED);

  const nameSize = fitFontSize(ctx, fullName, displayFont, 84, 44);
  drawText(ctx, fullName, 512, displayFont(nameSize), INK);
  drawText(ctx, 'has completed the program', 596, italicFont(32), MUTED);

  drawProgramName(ctx, programName, 690);
  drawText(ctx, `Completed on ${formatCompletionDate(completedOn)}`, 812, textFont(400, 28), INK);

  drawSignature(ctx, 420, 960, 'Stride Learning', 'ISSUED BY');
  drawSignature(ctx, WIDTH - 420, 960, 'stride.example', 'WEBSITE');
  drawSeal(ctx, 950);

  return canvasToPng(canvas);
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns; revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Renders the certificate and downloads it as "<PROGRAM NAME>.png". */
export async function downloadCertificate(details: CertificateDetails): Promise<void> {
  saveBlob(await renderCertificate(details), certificateFileName(details.programName));
}
