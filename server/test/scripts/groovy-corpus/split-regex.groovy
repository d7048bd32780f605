println 'a1b22c'.split(/\d+/)
println 'a, b;c'.split(/[,;]\s*/).toList()
println 'x.y.z'.split('\\.').size()
