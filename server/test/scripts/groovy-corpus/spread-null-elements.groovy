def rows = [[v: 1], null, [v: 3]]
println rows*.v
