import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { socketEvents } from '../../common/api/authPaths';
import { inputProblem } from '../../common/validation/safeInput';
import { effectiveAccess, type SessionResolver } from '../auth/SessionResolver';
import { PendingSockets } from '../auth/PendingSockets';
import { SocketSessions } from '../auth/SocketSessions';
import type { Cluster } from '../cluster/openCluster';
import type { FeedLeases } from '../cluster/FeedLeases';
import type { ServerServices } from '../ServerServices';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '../http/ApiError';
import { validateInput } from '../http/validateInput';
import type { ResourceDefinition } from './defineResource';
import { scopeDomains } from './scopeDomains';
import { stableKey } from './stableKey';

interface Room {
  key: string;
  resource: ResourceDefinition;
  filter: Record<string, unknown>;
  /** Socket id → that socket's feeds in this room: the key it subscribed under (its own filter's key) → its validated, unscoped filter. */
  members: Map<string, { socket: Socket; feeds: Map<string, Record<string, unknown>> }>;
  timer?: ReturnType<typeof setInterval>;
  /** A recompute scheduled because the event store flushed new rows. */
  flushTimer?: ReturnType<typeof setTimeout>;
  lastComputeAt: number;
  computing: boolean;
  /** New rows arrived while computing: compute once more afterwards. */
  stale: boolean;
  hasData: boolean;
  lastData?: unknown;
  /** Another process held the lease at the last try: flushes wait for the next tick's try rather than ask Redis each time. */
  following: boolean;
}

interface FeedRequest {
  resource?: unknown;
  filter?: unknown;
}

/** A room recomputes at most this often because of new events (flushes come every 250 ms under load). */
const FLUSH_RECOMPUTE_MS = 500;

/** The other processes' hubs hear a live feed's result under this server-side event (room key, data). */
const FEED_RESULT = 'feedResult';

/** A live feed's lease lapses after this many of its ticks without a renewal (its holder died or stalled). */
const LEASE_TICKS = 3;

type Ack = (reply: { status: 'success'; key: string } | { status: 'error'; error: string; message: string; errors?: Record<string, string[]> }) => void;

/**
 * The socket half of resources. A room is one (resource, effective filter): all its sockets
 * share one computation per tick, and a room without sockets stops. Sockets authenticate
 * first (spec §7); every subscribe is checked against the resource's feed rule (the rule of
 * the screens that follow it live, which may be narrower than the rule of its GET).
 * The socket's session (`SocketSessions`) may end — its feeds stop — or change: then each
 * feed is checked and scoped anew. A socket holds at most `subscriptionsPerSocket` feeds; one
 * that does not authenticate in time, or beyond its address's share of waiting ones, is closed.
 * In a cluster, a live room is computed by the process holding its lease, whose results reach
 * the same room on the other processes through socket.io's Redis adapter; the others compute
 * only a first snapshot for their new rooms. Every process's flushes reach every hub (the bus),
 * as the lease holder must hear of rows another process wrote to a shared event store.
 */
export class ResourceHub {
  private readonly rooms = new Map<string, Room>();
  private readonly resources: Map<string, ResourceDefinition>;
  private readonly stopFlushes: () => void;
  private readonly leases?: FeedLeases;
  private readonly sockets: SocketSessions;
  private io?: Server;
  /** Sockets that have not authenticated yet: timed out, and capped per address. */
  private readonly pending: PendingSockets;

  constructor(
    resources: ResourceDefinition[],
    private readonly services: ServerServices,
    sessions: SessionResolver,
    private readonly log: FastifyBaseLogger,
    cluster?: Pick<Cluster, 'bus' | 'feedLeases'>,
  ) {
    this.resources = new Map(resources.map((r) => [r.name, r]));
    this.leases = cluster?.feedLeases;
    const stopLocal = services.events.onFlush(() => {
      this.eventsFlushed();
      cluster?.bus.publish({ kind: 'eventsFlushed' });
    });
    const stopRemote = cluster?.bus.subscribe('eventsFlushed', () => this.eventsFlushed());
    this.stopFlushes = () => {
      stopLocal();
      stopRemote?.();
    };
    this.sockets = new SocketSessions(
      sessions,
      services.sessionEvents,
      log,
      {
        renewed: (socket) => {
          this.pending.settled(socket);
          this.recheckFeeds(socket);
        },
        ended: (socket) => this.leaveAll(socket),
      },
      services.config.limits.socketsPerUser,
    );
    const { limits, trustProxy } = services.config;
    this.pending = new PendingSockets(limits.socketAuthSeconds, limits.unauthenticatedSocketsPerIp, trustProxy);
  }

  attach(io: Server) {
    this.io = io;
    if (this.leases) io.on(FEED_RESULT, (key: string, data: unknown) => this.received(key, data));
    io.on('connection', (socket) => {
      if (!this.pending.admit(socket)) return;
      socket.on(socketEvents.authenticate, (payload?: { token?: unknown }) => void this.sockets.authenticate(socket, payload));
      socket.on(socketEvents.subscribe, (payload: FeedRequest, ack?: Ack) => void this.subscribe(socket, payload, ack));
      socket.on(socketEvents.unsubscribe, (payload: FeedRequest, ack?: Ack) => this.unsubscribe(socket, payload, ack));
      socket.on('disconnect', () => {
        this.pending.settled(socket);
        this.sockets.forget(socket);
        this.leaveAll(socket);
      });
    });
  }

  /** Number of rooms currently computing (for tests and monitoring). */
  get activeRooms(): number {
    return this.rooms.size;
  }

  stop() {
    this.stopFlushes();
    this.sockets.stop();
    this.pending.stop();
    for (const room of this.rooms.values()) this.closeRoom(room);
    this.rooms.clear();
  }

  /** New events are visible: every room that follows them recomputes soon (throttled per room). */
  private eventsFlushed() {
    for (const room of this.rooms.values()) {
      if (!room.resource.live?.onFlush || room.flushTimer || room.following) continue;
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

  /** Stops the room's timers and gives up its lease, so another process takes over at its next tick. */
  private closeRoom(room: Room) {
    clearInterval(room.timer);
    clearTimeout(room.flushTimer);
    if (this.leases && room.resource.live) this.leases.release(room.key).catch((err: unknown) => this.log.warn({ err }, 'feed lease not released: it lapses'));
  }

  /** The session's user and permission check for a feed of `resource`; throws the refusal. */
  private authorise(socket: Socket, resource: Room['resource']) {
    const user = this.sockets.userOf(socket);
    if (!user) throw ApiError.unauthenticated();
    const access = effectiveAccess(user);
    const can = (rule: string) => this.services.registry.permissions.can(rule, access);
    if (!can(resource.feedPermission)) throw ApiError.forbidden();
    return { user, can };
  }

  /** The filter the room computes with: the client's, scoped to the user's domains when the resource is (spec §6). */
  private effectiveFilter(socket: Socket, resource: Room['resource'], validated: Record<string, unknown>) {
    const { user, can } = this.authorise(socket, resource);
    return resource.domainScoped ? scopeDomains(validated, user.analyticsDomains, can('viewGlobalMonitoring')) : validated;
  }

  /** Each feed of the socket authorised and scoped anew: a refused one stops (and the client hears why), a re-scoped one moves room. */
  private recheckFeeds(socket: Socket) {
    let refusal: ApiError | undefined;
    for (const [roomKey, room] of [...this.rooms]) {
      const member = room.members.get(socket.id);
      for (const [clientKey, validated] of [...(member?.feeds ?? [])]) {
        let filter: Record<string, unknown>;
        try {
          filter = this.effectiveFilter(socket, room.resource, validated);
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          refusal = err;
          this.leave(socket, roomKey, room, clientKey);
          continue;
        }
        if (stableKey(room.resource.name, filter) === roomKey) continue;
        this.leave(socket, roomKey, room, clientKey);
        this.join(socket, room.resource, filter, clientKey, validated);
      }
    }
    if (refusal) socket.emit(socketEvents.unauthorized, { message: refusal.message, code: refusal.code });
  }

  private async subscribe(socket: Socket, payload: FeedRequest, ack?: Ack) {
    try {
      if (!this.sockets.userOf(socket)) throw ApiError.unauthenticated();
      const resource = typeof payload?.resource === 'string' ? this.resources.get(payload.resource) : undefined;
      if (!resource) throw ApiError.notFound();
      const { user } = this.authorise(socket, resource);
      if (resource.searchAsYouType) await this.services.searchThrottle.count({ userId: user.id, ip: socket.handshake.address });
      const requested = isPlainObject(payload.filter) ? payload.filter : {};
      const validated = await validateInput(resource.filter, requested, this.services.inputContext);
      // Checked again: the session may have ended or changed while the filter was validated.
      const filter = this.effectiveFilter(socket, resource, validated);
      const clientKey = stableKey(resource.name, requested);
      this.withinFeedCap(socket, stableKey(resource.name, filter), clientKey);
      this.join(socket, resource, filter, clientKey, validated);
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

  /** A new feed beyond the cap is refused; subscribing again to one the socket holds is not a new feed. */
  private withinFeedCap(socket: Socket, roomKey: string, clientKey: string) {
    const cap = this.services.config.limits.subscriptionsPerSocket;
    if (this.feedCount(socket) < cap || this.rooms.get(roomKey)?.members.get(socket.id)?.feeds.has(clientKey)) return;
    throw new ApiError(429, 'too_many_subscriptions', `A connection follows at most ${cap} feeds at once: unsubscribe from one first.`);
  }

  /** The socket's feeds, counted from the rooms themselves: no second bookkeeping that could drift from them. */
  private feedCount(socket: Socket): number {
    let n = 0;
    for (const room of this.rooms.values()) n += room.members.get(socket.id)?.feeds.size ?? 0;
    return n;
  }

  private unsubscribe(socket: Socket, payload: FeedRequest, ack?: Ack) {
    // A hostile filter (nested thousands deep) must not reach stableKey's recursion: such a key was never subscribed.
    if (typeof payload?.resource !== 'string' || inputProblem(payload.filter)) return;
    const clientKey = stableKey(payload.resource, isPlainObject(payload.filter) ? payload.filter : {});
    for (const [key, room] of [...this.rooms]) this.leave(socket, key, room, clientKey);
    if (typeof ack === 'function') ack({ status: 'success', key: clientKey });
  }

  private leave(socket: Socket, roomKey: string, room: Room, clientKey: string) {
    const member = room.members.get(socket.id);
    if (!member?.feeds.delete(clientKey)) return;
    if (!member.feeds.size) room.members.delete(socket.id);
    this.closeIfEmpty(roomKey, room);
  }

  private join(socket: Socket, resource: ResourceDefinition, filter: Record<string, unknown>, clientKey: string, validated: Record<string, unknown>) {
    const key = stableKey(resource.name, filter);
    let room = this.rooms.get(key);
    const isNew = !room;
    if (!room) {
      room = { key, resource, filter, members: new Map(), computing: false, stale: false, lastComputeAt: 0, hasData: false, following: false };
      this.rooms.set(key, room);
    }
    const member = room.members.get(socket.id) ?? { socket, feeds: new Map<string, Record<string, unknown>>() };
    member.feeds.set(clientKey, validated);
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
      const leading = await this.leads(room);
      room.following = !leading;
      if (!leading && room.hasData) return;
      const data = await room.resource.query(room.filter, { db: this.services.db, events: this.services.events });
      this.pushToMembers(room, data);
      if (leading && this.leases && room.resource.live) this.io?.serverSideEmit(FEED_RESULT, room.key, data);
    } catch (err) {
      this.log.error({ err, resource: room.resource.name }, 'resource feed computation failed');
    } finally {
      room.computing = false;
      if (room.stale && this.rooms.get(room.key) === room && !room.flushTimer) this.scheduleFlushCompute(room);
    }
  }

  /** Whether this process computes the room: alone always; in a cluster a live room only while it holds the lease (or Redis fails: then each process computes its own). */
  private async leads(room: Room): Promise<boolean> {
    const live = room.resource.live;
    if (!this.leases || !live) return true;
    return this.leases.hold(room.key, LEASE_TICKS * live.intervalMs).catch((err: unknown) => {
      this.log.warn({ err }, 'feed lease unavailable: this process computes the feed itself');
      return true;
    });
  }

  /** Another process computed a live room: its result is this process's room's too. */
  private received(key: string, data: unknown) {
    const room = this.rooms.get(key);
    if (room) this.pushToMembers(room, data);
  }

  private pushToMembers(room: Room, data: unknown) {
    room.lastData = data;
    room.hasData = true;
    // Sockets are grouped by the key they subscribed under: a broadcast serialises its packet once, not once per socket.
    // The members are this process's sockets: `local` keeps the adapter from offering the packet to every other process.
    const socketsByKey = new Map<string, string[]>();
    for (const [id, { feeds }] of room.members) {
      for (const key of feeds.keys()) {
        const ids = socketsByKey.get(key);
        if (ids) ids.push(id);
        else socketsByKey.set(key, [id]);
      }
    }
    for (const [key, ids] of socketsByKey) this.io?.local.to(ids).emit(socketEvents.update, { resource: room.resource.name, key, data });
  }

  private leaveAll(socket: Socket) {
    for (const [key, room] of this.rooms) {
      if (room.members.delete(socket.id)) this.closeIfEmpty(key, room);
    }
  }

  private closeIfEmpty(key: string, room: Room) {
    if (room.members.size) return;
    this.closeRoom(room);
    this.rooms.delete(key);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
