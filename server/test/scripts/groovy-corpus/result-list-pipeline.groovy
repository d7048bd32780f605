def rows = [[n: 'a', ok: true], [n: 'b', ok: false], [n: 'c', ok: true]]
rows.findAll { it.ok }*.n
