import Foundation
import QuotePoolCore
import QuotePoolStore

/// `quotepool db copy` into and out of PostgreSQL: the rows themselves are copied by ``SQLPool``'s shared code (the
/// run's lease columns filled in for copied runs, the id sequences moved past the copied ids).
extension PostgresPool: PoolCopyDestination {
    /// The cluster (its system identifier, the same through every host name and socket that reaches it), the
    /// database and the schema.
    public func copyIdentity() throws(StoreError) -> String {
        try transaction(readOnly: true) { () throws(PGError) in
            let row = try connection.query(
                """
                SELECT system_identifier::text AS cluster, current_database() AS db, current_schema() AS schema
                FROM pg_control_system()
                """
            ).first
            return "postgres:"
                + [row?.string("cluster"), row?.string("db"), row?.string("schema")]
                .map { $0 ?? "" }.joined(separator: "/")
        }
    }
}
