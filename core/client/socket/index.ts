export * from './SocketKernel';
