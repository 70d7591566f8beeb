// A password asked on the terminal must not be shown as it is typed (nor stay on the screen or in
// a terminal recording): raw mode, so each key comes here instead of being echoed. Enter ends the
// answer, Backspace takes a character off, Ctrl-C or Ctrl-D gives up.

// Keys typed (or pasted) ahead, past the Enter of one answer: the start of the next one.
let ahead = '';

export function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let answer = '';
    let done = false;
    const finish = (rest: string, settle: () => void) => {
      done = true;
      // A terminal's Enter may come as \r\n: the \n is not an empty answer to the next question.
      ahead = rest.replace(/^\n/, '');
      stdin.off('data', onKeys);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      settle();
    };
    function onKeys(keys: string) {
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i]!;
        const rest = keys.slice(i + 1);
        if (key === '\r' || key === '\n') return finish(rest, () => resolve(answer));
        if (key === '\u0003' || key === '\u0004') return finish('', () => reject(new Error('cancelled')));
        if (key === '\u007f' || key === '\b') answer = answer.slice(0, -1);
        else if (key >= ' ') answer += key;
      }
    }
    stdin.on('data', onKeys);
    const typed = ahead;
    ahead = '';
    if (typed) onKeys(typed);
    if (!done) stdin.resume();
  });
}
