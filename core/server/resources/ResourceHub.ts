import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { ACCESS_COOKIE, socketEvents } from '../../common/api/authPaths';
import { effectiveAccess, type SessionResolver } from '../auth/SessionResolver';
import type { ServerServices } from '../ServerServices';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '../http/ApiError';
import { validateInput } from '../http/validateInput';
import type { SessionUser } from '../users/SessionUser';
import type { ResourceDefinition } from './defineResource';
import { scopeDomains } from './scopeDomains';
import { stableKey } from './stableKey';

interface Room {
  resource: ResourceDefinition<any>;
  filter: Record<string, unknown>;
  /** Socket id → the keys under which that socket subscribed (its own filter's key). */
  members: Map<string, { socket: Socket; keys: Set<string> }>;
  timer?: ReturnType<typeof setInterval>;
  /** A recompute scheduled because the event store flushed new rows. */
  flushTimer?: ReturnType<typeof setTimeout>;
  lastComputeAt: number;
  computing: boolean;
  /** New rows arrived while computing: compute once more afterwards. */
  stale: boolean;
  hasData: boolean;
  lastData?: unknown;
}

interface FeedRequest {
  resource?: unknown;
  filter?: unknown;
}

/** A room recomputes at most this often because of new events (flushes come every 250 ms under load). */
export const FLUSH_RECOMPUTE_MS = 500;

type Ack = (reply: { status: 'success'; key: string } | { status: 'error'; error: string; message: string; errors?: Record<string, string[]> }) => void;

/**
 * The socket half of resources. A room is one (resource, effective filter): all its sockets
 * share one computation per tick, and a room without sockets stops. Sockets authenticate
 * first (spec §7); every subscribe is checked against the resource's permission rule.
 */
export class ResourceHub {
  private readonly rooms = new Map<string, Room>();
  private readonly resources: Map<string, ResourceDefinition<any>>;
  private readonly stopFlushes: () => void;

  constructor(
    resources: ResourceDefinition<any>[],
    private readonly services: ServerServices,
    private readonly sessions: SessionResolver,
    private readonly log: FastifyBaseLogger,
  ) {
    this.resources = new Map(resources.map((r) => [r.name, r]));
    this.stopFlushes = services.events.onFlush(() => this.eventsFlushed());
  }

  attach(io: Server) {
    io.on('connection', (socket) => {
      socket.on(socketEvents.authenticate, (payload?: { token?: unknown }) => void this.authenticate(socket, payload));
      socket.on(socketEvents.subscribe, (payload: FeedRequest, ack?: Ack) => void this.subscribe(socket, payload, ack));
      socket.on(socketEvents.unsubscribe, (payload: FeedRequest, ack?: Ack) => this.unsubscribe(socket, payload, ack));
      socket.on('disconnect', () => this.leaveAll(socket));
    });
  }

  /** Number of rooms currently computing (for tests and monitoring). */
  get activeRooms(): number {
    return this.rooms.size;
  }

  stop() {
    this.stopFlushes();
    for (const room of this.rooms.values()) this.stopRoom(room);
    this.rooms.clear();
  }

  /** New events are visible: every room that follows them recomputes soon (throttled per room). */
  private eventsFlushed() {
    for (const room of this.rooms.values()) {
      if (!room.resource.live?.onFlush || room.flushTimer) continue;
      if (room.computing) {
        room.stale = true;
        continue;
      }
      this.scheduleFlushCompute(room);
    }
  }

  private scheduleFlushCompute(room: Room) {
    const wait = Math.max(0, room.lastComputeAt + FLUSH_RECOMPUTE_MS - Date.now());
    room.flushTimer = setTimeout(() => {
      room.flushTimer = undefined;
      void this.compute(room);
    }, wait);
  }

  private stopRoom(room: Room) {
    clearInterval(room.timer);
    clearTimeout(room.flushTimer);
  }

  private async authenticate(socket: Socket, payload?: { token?: unknown }) {
    const token = typeof payload?.token === 'string' && payload.token ? payload.token : cookieToken(socket);
    const result = await this.sessions.resolve(token).catch((err: unknown) => {
      this.log.error({ err }, 'socket authentication failed');
      return { ok: false, reason: 'invalid' } as const;
    });
    if (result.ok) {
      socket.data.user = result.user;
      socket.emit(socketEvents.authenticated);
      return;
    }
    socket.data.user = undefined;
    this.leaveAll(socket);
    socket.emit(
      socketEvents.unauthorized,
      result.reason === 'expired' ? { message: 'jwt expired', code: 'token_expired' } : { message: 'Unauthenticated.', code: 'invalid_token' },
    );
  }

  private async subscribe(socket: Socket, payload: FeedRequest, ack?: Ack) {
    const user = socket.data.user as SessionUser | undefined;
    try {
      if (!user) throw ApiError.unauthenticated();
      const resource = typeof payload?.resource === 'string' ? this.resources.get(payload.resource) : undefined;
      if (!resource) throw ApiError.notFound();
      const access = effectiveAccess(user);
      const can = (rule: string) => this.services.registry.permissions.can(rule, access);
      if (!can(resource.permission)) throw ApiError.forbidden();
      const requested = isPlainObject(payload.filter) ? payload.filter : {};
      const validated = await validateInput(resource.filter, requested);
      const filter = resource.domainScoped ? scopeDomains(validated, user.analyticsDomains, can('viewGlobalMonitoring')) : validated;
      const clientKey = stableKey(resource.name, requested);
      this.join(socket, resource, filter, clientKey);
      ack?.({ status: 'success', key: clientKey });
    } catch (err) {
      if (!(err instanceof ApiError)) {
        this.log.error({ err }, 'subscribe failed');
        if (typeof ack === 'function') ack({ status: 'error', error: 'server_error', message: UNEXPECTED_ERROR_MESSAGE });
        return;
      }
      if (typeof ack === 'function') ack(err.toBody() as Parameters<Ack>[0]);
      else if (err.statusCode === 401 || err.statusCode === 403) socket.emit(socketEvents.unauthorized, { message: err.message, code: err.code });
    }
  }

  private unsubscribe(socket: Socket, payload: FeedRequest, ack?: Ack) {
    if (typeof payload?.resource !== 'string') return;
    const clientKey = stableKey(payload.resource, isPlainObject(payload.filter) ? payload.filter : {});
    for (const [key, room] of this.rooms) {
      const member = room.members.get(socket.id);
      if (!member?.keys.delete(clientKey)) continue;
      if (!member.keys.size) room.members.delete(socket.id);
      this.closeIfEmpty(key, room);
    }
    if (typeof ack === 'function') ack({ status: 'success', key: clientKey });
  }

  private join(socket: Socket, resource: ResourceDefinition<any>, filter: Record<string, unknown>, clientKey: string) {
    const key = stableKey(resource.name, filter);
    let room = this.rooms.get(key);
    const isNew = !room;
    if (!room) {
      room = { resource, filter, members: new Map(), computing: false, stale: false, lastComputeAt: 0, hasData: false };
      this.rooms.set(key, room);
    }
    const member = room.members.get(socket.id) ?? { socket, keys: new Set<string>() };
    member.keys.add(clientKey);
    room.members.set(socket.id, member);
    if (isNew) {
      void this.compute(room);
      if (resource.live) room.timer = setInterval(() => void this.compute(room), resource.live.intervalMs);
    } else if (room.hasData) {
      socket.emit(socketEvents.update, { resource: resource.name, key: clientKey, data: room.lastData });
    }
  }

  /** One computation per room per tick; a tick that finds the previous one still running is skipped. */
  private async compute(room: Room) {
    if (room.computing) return;
    room.computing = true;
    room.stale = false;
    room.lastComputeAt = Date.now();
    try {
      const data = await room.resource.query(room.filter, { db: this.services.db, events: this.services.events });
      room.lastData = data;
      room.hasData = true;
      for (const { socket, keys } of room.members.values()) {
        for (const key of keys) socket.emit(socketEvents.update, { resource: room.resource.name, key, data });
      }
    } catch (err) {
      this.log.error({ err, resource: room.resource.name }, 'resource feed computation failed');
    } finally {
      room.computing = false;
      if (room.stale && this.rooms.get(stableKey(room.resource.name, room.filter)) === room && !room.flushTimer) this.scheduleFlushCompute(room);
    }
  }

  private leaveAll(socket: Socket) {
    for (const [key, room] of this.rooms) {
      if (room.members.delete(socket.id)) this.closeIfEmpty(key, room);
    }
  }

  private closeIfEmpty(key: string, room: Room) {
    if (room.members.size) return;
    this.stopRoom(room);
    this.rooms.delete(key);
  }
}

function cookieToken(socket: Socket): string | undefined {
  const header = socket.handshake.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ACCESS_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
