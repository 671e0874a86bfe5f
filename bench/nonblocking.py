"""The non-blocking send of bench/command_latency.py's event loop: a connection's pending bytes,
with the selector told whether to wake it when the socket can take more."""
import selectors


def flush(conn, selector):
    """Sends what the socket takes of conn.out (conn has .sock and .out) and keeps the rest for the
    next EVENT_WRITE. Returns the OSError when the connection failed (the caller closes it), else
    None."""
    try:
        k = conn.sock.send(conn.out)
    except BlockingIOError:
        k = 0
    except OSError as e:
        return e
    conn.out = conn.out[k:]
    selector.modify(conn.sock, selectors.EVENT_READ | (selectors.EVENT_WRITE if conn.out else 0), conn)
    return None
