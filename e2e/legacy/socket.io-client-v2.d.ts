/**
 * The part of socket.io-client 2.x (installed as `socket.io-client-v2`, no types of its
 * own) the legacy socket test uses: the original H5 client's socket library.
 */
declare module 'socket.io-client-v2' {
  interface V2Socket {
    readonly connected: boolean;
    readonly io: { engine: { transport: { name: string }; protocol?: number } };
    // Listeners take what the server sent; the tests say what they expect.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    on(event: string, listener: (...args: any[]) => void): V2Socket;
    emit(event: string, ...args: unknown[]): V2Socket;
    close(): V2Socket;
  }
  function io(
    uri: string,
    opts?: { transports?: string[]; forceNew?: boolean; path?: string },
  ): V2Socket;
  export default io;
}
