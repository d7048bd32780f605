def id = 'PO-3'
[id: id, lines: [1, 2].collect { it * 2 }, total: 2.50 * 2]
