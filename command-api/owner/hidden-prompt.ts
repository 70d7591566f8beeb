// A password asked on the terminal must not be shown as it is typed (nor stay on the screen or in
// a terminal recording): raw mode, so each key comes here instead of being echoed. Enter ends the
// answer, Backspace takes a character off, Ctrl-C or Ctrl-D gives up.

export function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let answer = '';
    const finish = (settle: () => void) => {
      stdin.off('data', onKeys);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      settle();
    };
    function onKeys(keys: string) {
      for (const key of keys) {
        if (key === '\r' || key === '\n') return finish(() => resolve(answer));
        if (key === '\u0003' || key === '\u0004') return finish(() => reject(new Error('cancelled')));
        if (key === '\u007f' || key === '\b') answer = answer.slice(0, -1);
        else if (key >= ' ') answer += key;
      }
    }
    stdin.on('data', onKeys);
  });
}
