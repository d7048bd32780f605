def m = [name: 'Ann Lee', tags: ['a b', 'c'], meta: [empty: [:], none: null]]
println m
println m.toString()
println "${m.tags}"
