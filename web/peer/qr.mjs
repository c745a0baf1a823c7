// The invitation's QR code, for a phone's camera: made by a well-kept library
// (qrcode-generator), drawn by the app (a square of dark and light modules).
import qrcode from 'qrcode-generator';

// Links are ASCII; a longer text is not an invitation.
const MAX_TEXT = 1024;

// The modules of `text`'s QR code: an array of rows of 0 (light) and 1 (dark), error
// correction level M (a code still reads with 15% of it smudged), the smallest version that
// holds the text. Throws on a text that is too long or not ASCII.
export function qrModules(text) {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_TEXT ||
      !/^[\x20-\x7e]*$/.test(text)) {
    throw new Error('A QR code is made only for an invitation link.');
  }
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  const rows = [];
  for (let row = 0; row < size; row++) {
    const line = [];
    for (let column = 0; column < size; column++) line.push(code.isDark(row, column) ? 1 : 0);
    rows.push(line);
  }
  return rows;
}
