#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pipeline's threads and its one lock, on POSIX threads directly: the executable links neither
/// Dispatch's Swift overlay (`libswiftDispatch`, whose relocations cost every run ~0.5 M instructions
/// at load time) nor `Synchronization`.
package enum Threads {
    /// Runs `body(0)` … `body(count - 1)`, each on its own thread (`body(0)` on the caller's), and
    /// returns when all have returned. Every write a body makes happens before the return.
    package static func run(_ count: Int, _ body: @Sendable (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let threads = UnsafeMutablePointer<ThreadID>.allocate(capacity: count)
            defer { threads.deallocate() }
            var started: [Int] = []
            for index in 1..<count {
                let work = Unmanaged.passRetained(Work { body(index) })
                var attributes = pthread_attr_t()
                pthread_attr_init(&attributes)
                // The main thread's size (8 MiB on Linux), not a smaller default for new threads.
                pthread_attr_setstacksize(&attributes, 8 << 20)
                let created = pthread_create(
                    threads + index, &attributes,
                    { context in
                        Unmanaged<Work>.fromOpaque(unwrapped(context)).takeRetainedValue().body()
                        return nil
                    }, work.toOpaque())
                pthread_attr_destroy(&attributes)
                if created == 0 {
                    started.append(index)
                } else {
                    // No thread: do the work here.
                    work.takeRetainedValue().body()
                }
            }
            body(0)
            for index in started {
                #if canImport(Darwin)
                    pthread_join(threads[index]!, nil)
                #else
                    pthread_join(threads[index], nil)
                #endif
            }
        }
    }

    /// A thread's work, passed through `pthread_create`'s context pointer.
    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
}

#if canImport(Darwin)
    private typealias ThreadID = pthread_t?
#else
    private typealias ThreadID = pthread_t
#endif

/// `value`, whether the platform's C signature makes it optional (Linux) or not (Darwin).
private func unwrapped<T>(_ value: T?) -> T { value! }

/// A mutual-exclusion lock (a `pthread_mutex_t` of its own, never moved).
package final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// `body`'s result, with the lock held.
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
