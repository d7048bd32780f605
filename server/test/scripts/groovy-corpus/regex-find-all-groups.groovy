def pairs = [:]
('a=1;b=2' =~ /(\w)=(\d)/).each { all, k, v -> pairs[k] = v.toInteger() }
println pairs
