import { EventEmitter } from 'node:events';
import { shutDownWhenOutputCloses } from './closed-output';

const epipe = () => Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });

describe('a closed output pipe', () => {
  it('shuts the server down once, whichever output fails and however often', () => {
    const stdout = new EventEmitter();
    const stderr = new EventEmitter();
    const shutDown = jest.fn();
    shutDownWhenOutputCloses([stdout, stderr], shutDown);
    expect(shutDown).not.toHaveBeenCalled();

    stderr.emit('error', epipe()); // without a listener this would throw
    stdout.emit('error', epipe());
    stderr.emit('error', new Error('write after end'));
    expect(shutDown).toHaveBeenCalledTimes(1);
  });
});
