import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model ProcessedEvent
 *
 */
export type ProcessedEventModel = runtime.Types.Result.DefaultSelection<Prisma.$ProcessedEventPayload>;
export type AggregateProcessedEvent = {
    _count: ProcessedEventCountAggregateOutputType | null;
    _min: ProcessedEventMinAggregateOutputType | null;
    _max: ProcessedEventMaxAggregateOutputType | null;
};
export type ProcessedEventMinAggregateOutputType = {
    id: string | null;
    consumer: string | null;
    handledAt: Date | null;
};
export type ProcessedEventMaxAggregateOutputType = {
    id: string | null;
    consumer: string | null;
    handledAt: Date | null;
};
export type ProcessedEventCountAggregateOutputType = {
    id: number;
    consumer: number;
    handledAt: number;
    _all: number;
};
export type ProcessedEventMinAggregateInputType = {
    id?: true;
    consumer?: true;
    handledAt?: true;
};
export type ProcessedEventMaxAggregateInputType = {
    id?: true;
    consumer?: true;
    handledAt?: true;
};
export type ProcessedEventCountAggregateInputType = {
    id?: true;
    consumer?: true;
    handledAt?: true;
    _all?: true;
};
export type ProcessedEventAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ProcessedEvent to aggregate.
     */
    where?: Prisma.ProcessedEventWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ProcessedEvents to fetch.
     */
    orderBy?: Prisma.ProcessedEventOrderByWithRelationInput | Prisma.ProcessedEventOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.ProcessedEventWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ProcessedEvents from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ProcessedEvents.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned ProcessedEvents
    **/
    _count?: true | ProcessedEventCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: ProcessedEventMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: ProcessedEventMaxAggregateInputType;
};
export type GetProcessedEventAggregateType<T extends ProcessedEventAggregateArgs> = {
    [P in keyof T & keyof AggregateProcessedEvent]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateProcessedEvent[P]> : Prisma.GetScalarType<T[P], AggregateProcessedEvent[P]>;
};
export type ProcessedEventGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ProcessedEventWhereInput;
    orderBy?: Prisma.ProcessedEventOrderByWithAggregationInput | Prisma.ProcessedEventOrderByWithAggregationInput[];
    by: Prisma.ProcessedEventScalarFieldEnum[] | Prisma.ProcessedEventScalarFieldEnum;
    having?: Prisma.ProcessedEventScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: ProcessedEventCountAggregateInputType | true;
    _min?: ProcessedEventMinAggregateInputType;
    _max?: ProcessedEventMaxAggregateInputType;
};
export type ProcessedEventGroupByOutputType = {
    id: string;
    consumer: string;
    handledAt: Date;
    _count: ProcessedEventCountAggregateOutputType | null;
    _min: ProcessedEventMinAggregateOutputType | null;
    _max: ProcessedEventMaxAggregateOutputType | null;
};
export type GetProcessedEventGroupByPayload<T extends ProcessedEventGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<ProcessedEventGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof ProcessedEventGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], ProcessedEventGroupByOutputType[P]> : Prisma.GetScalarType<T[P], ProcessedEventGroupByOutputType[P]>;
}>>;
export type ProcessedEventWhereInput = {
    AND?: Prisma.ProcessedEventWhereInput | Prisma.ProcessedEventWhereInput[];
    OR?: Prisma.ProcessedEventWhereInput[];
    NOT?: Prisma.ProcessedEventWhereInput | Prisma.ProcessedEventWhereInput[];
    id?: Prisma.StringFilter<"ProcessedEvent"> | string;
    consumer?: Prisma.StringFilter<"ProcessedEvent"> | string;
    handledAt?: Prisma.DateTimeFilter<"ProcessedEvent"> | Date | string;
};
export type ProcessedEventOrderByWithRelationInput = {
    id?: Prisma.SortOrder;
    consumer?: Prisma.SortOrder;
    handledAt?: Prisma.SortOrder;
};
export type ProcessedEventWhereUniqueInput = Prisma.AtLeast<{
    id?: string;
    AND?: Prisma.ProcessedEventWhereInput | Prisma.ProcessedEventWhereInput[];
    OR?: Prisma.ProcessedEventWhereInput[];
    NOT?: Prisma.ProcessedEventWhereInput | Prisma.ProcessedEventWhereInput[];
    consumer?: Prisma.StringFilter<"ProcessedEvent"> | string;
    handledAt?: Prisma.DateTimeFilter<"ProcessedEvent"> | Date | string;
}, "id">;
export type ProcessedEventOrderByWithAggregationInput = {
    id?: Prisma.SortOrder;
    consumer?: Prisma.SortOrder;
    handledAt?: Prisma.SortOrder;
    _count?: Prisma.ProcessedEventCountOrderByAggregateInput;
    _max?: Prisma.ProcessedEventMaxOrderByAggregateInput;
    _min?: Prisma.ProcessedEventMinOrderByAggregateInput;
};
export type ProcessedEventScalarWhereWithAggregatesInput = {
    AND?: Prisma.ProcessedEventScalarWhereWithAggregatesInput | Prisma.ProcessedEventScalarWhereWithAggregatesInput[];
    OR?: Prisma.ProcessedEventScalarWhereWithAggregatesInput[];
    NOT?: Prisma.ProcessedEventScalarWhereWithAggregatesInput | Prisma.ProcessedEventScalarWhereWithAggregatesInput[];
    id?: Prisma.StringWithAggregatesFilter<"ProcessedEvent"> | string;
    consumer?: Prisma.StringWithAggregatesFilter<"ProcessedEvent"> | string;
    handledAt?: Prisma.DateTimeWithAggregatesFilter<"ProcessedEvent"> | Date | string;
};
export type ProcessedEventCreateInput = {
    id: string;
    consumer: string;
    handledAt?: Date | string;
};
export type ProcessedEventUncheckedCreateInput = {
    id: string;
    consumer: string;
    handledAt?: Date | string;
};
export type ProcessedEventUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    consumer?: Prisma.StringFieldUpdateOperationsInput | string;
    handledAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ProcessedEventUncheckedUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    consumer?: Prisma.StringFieldUpdateOperationsInput | string;
    handledAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ProcessedEventCreateManyInput = {
    id: string;
    consumer: string;
    handledAt?: Date | string;
};
export type ProcessedEventUpdateManyMutationInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    consumer?: Prisma.StringFieldUpdateOperationsInput | string;
    handledAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ProcessedEventUncheckedUpdateManyInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    consumer?: Prisma.StringFieldUpdateOperationsInput | string;
    handledAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type ProcessedEventCountOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    consumer?: Prisma.SortOrder;
    handledAt?: Prisma.SortOrder;
};
export type ProcessedEventMaxOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    consumer?: Prisma.SortOrder;
    handledAt?: Prisma.SortOrder;
};
export type ProcessedEventMinOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    consumer?: Prisma.SortOrder;
    handledAt?: Prisma.SortOrder;
};
export type ProcessedEventSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    consumer?: boolean;
    handledAt?: boolean;
}, ExtArgs["result"]["processedEvent"]>;
export type ProcessedEventSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    consumer?: boolean;
    handledAt?: boolean;
}, ExtArgs["result"]["processedEvent"]>;
export type ProcessedEventSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    consumer?: boolean;
    handledAt?: boolean;
}, ExtArgs["result"]["processedEvent"]>;
export type ProcessedEventSelectScalar = {
    id?: boolean;
    consumer?: boolean;
    handledAt?: boolean;
};
export type ProcessedEventOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"id" | "consumer" | "handledAt", ExtArgs["result"]["processedEvent"]>;
export type $ProcessedEventPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "ProcessedEvent";
    objects: {};
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        id: string;
        consumer: string;
        handledAt: Date;
    }, ExtArgs["result"]["processedEvent"]>;
    composites: {};
};
export type ProcessedEventGetPayload<S extends boolean | null | undefined | ProcessedEventDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$ProcessedEventPayload, S>;
export type ProcessedEventCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<ProcessedEventFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: ProcessedEventCountAggregateInputType | true;
};
export interface ProcessedEventDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['ProcessedEvent'];
        meta: {
            name: 'ProcessedEvent';
        };
    };
    /**
     * Find zero or one ProcessedEvent that matches the filter.
     * @param {ProcessedEventFindUniqueArgs} args - Arguments to find a ProcessedEvent
     * @example
     * // Get one ProcessedEvent
     * const processedEvent = await prisma.processedEvent.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends ProcessedEventFindUniqueArgs>(args: Prisma.SelectSubset<T, ProcessedEventFindUniqueArgs<ExtArgs>>): Prisma.Prisma__ProcessedEventClient<runtime.Types.Result.GetResult<Prisma.$ProcessedEventPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one ProcessedEvent that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {ProcessedEventFindUniqueOrThrowArgs} args - Arguments to find a ProcessedEvent
     * @example
     * // Get one ProcessedEvent
     * const processedEvent = await prisma.processedEvent.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends ProcessedEventFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, ProcessedEventFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__ProcessedEventClient<runtime.Types.Result.GetResult<Prisma.$ProcessedEventPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ProcessedEvent that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ProcessedEventFindFirstArgs} args - Arguments to find a ProcessedEvent
     * @example
     * // Get one ProcessedEvent
     * const processedEvent = await prisma.processedEvent.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends ProcessedEventFindFirstArgs>(args?: Prisma.SelectSubset<T, ProcessedEventFindFirstArgs<ExtArgs>>): Prisma.Prisma__ProcessedEventClient<runtime.Types.Result.GetResult<Prisma.$ProcessedEventPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first ProcessedEvent that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ProcessedEventFindFirstOrThrowArgs} args - Arguments to find a ProcessedEvent
     * @example
     * // Get one ProcessedEvent
     * const processedEvent = await prisma.processedEvent.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends ProcessedEventFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, ProcessedEventFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__ProcessedEventClient<runtime.Types.Result.GetResult<Prisma.$ProcessedEventPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more ProcessedEvents that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ProcessedEventFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all ProcessedEvents
     * const processedEvents = await prisma.processedEvent.findMany()
     *
     * // Get first 10 ProcessedEvents
     * const processedEvents = await prisma.processedEvent.findMany({ take: 10 })
     *
     * // Only select the `id`
     * const processedEventWithIdOnly = await prisma.processedEvent.findMany({ select: { id: true } })
     *
     */
    findMany<T extends ProcessedEventFindManyArgs>(args?: Prisma.SelectSubset<T, ProcessedEventFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ProcessedEventPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a ProcessedEvent.
     * @param {ProcessedEventCreateArgs} args - Arguments to create a ProcessedEvent.
     * @example
     * // Create one ProcessedEvent
     * const ProcessedEvent = await prisma.processedEvent.create({
     *   data: {
     *     // ... data to create a ProcessedEvent
     *   }
     * })
     *
     */
    create<T extends ProcessedEventCreateArgs>(args: Prisma.SelectSubset<T, ProcessedEventCreateArgs<ExtArgs>>): Prisma.Prisma__ProcessedEventClient<runtime.Types.Result.GetResult<Prisma.$ProcessedEventPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many ProcessedEvents.
     * @param {ProcessedEventCreateManyArgs} args - Arguments to create many ProcessedEvents.
     * @example
     * // Create many ProcessedEvents
     * const processedEvent = await prisma.processedEvent.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends ProcessedEventCreateManyArgs>(args?: Prisma.SelectSubset<T, ProcessedEventCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many ProcessedEvents and returns the data saved in the database.
     * @param {ProcessedEventCreateManyAndReturnArgs} args - Arguments to create many ProcessedEvents.
     * @example
     * // Create many ProcessedEvents
     * const processedEvent = await prisma.processedEvent.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many ProcessedEvents and only return the `id`
     * const processedEventWithIdOnly = await prisma.processedEvent.createManyAndReturn({
     *   select: { id: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends ProcessedEventCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, ProcessedEventCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ProcessedEventPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a ProcessedEvent.
     * @param {ProcessedEventDeleteArgs} args - Arguments to delete one ProcessedEvent.
     * @example
     * // Delete one ProcessedEvent
     * const ProcessedEvent = await prisma.processedEvent.delete({
     *   where: {
     *     // ... filter to delete one ProcessedEvent
     *   }
     * })
     *
     */
    delete<T extends ProcessedEventDeleteArgs>(args: Prisma.SelectSubset<T, ProcessedEventDeleteArgs<ExtArgs>>): Prisma.Prisma__ProcessedEventClient<runtime.Types.Result.GetResult<Prisma.$ProcessedEventPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one ProcessedEvent.
     * @param {ProcessedEventUpdateArgs} args - Arguments to update one ProcessedEvent.
     * @example
     * // Update one ProcessedEvent
     * const processedEvent = await prisma.processedEvent.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends ProcessedEventUpdateArgs>(args: Prisma.SelectSubset<T, ProcessedEventUpdateArgs<ExtArgs>>): Prisma.Prisma__ProcessedEventClient<runtime.Types.Result.GetResult<Prisma.$ProcessedEventPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more ProcessedEvents.
     * @param {ProcessedEventDeleteManyArgs} args - Arguments to filter ProcessedEvents to delete.
     * @example
     * // Delete a few ProcessedEvents
     * const { count } = await prisma.processedEvent.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends ProcessedEventDeleteManyArgs>(args?: Prisma.SelectSubset<T, ProcessedEventDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ProcessedEvents.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ProcessedEventUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many ProcessedEvents
     * const processedEvent = await prisma.processedEvent.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends ProcessedEventUpdateManyArgs>(args: Prisma.SelectSubset<T, ProcessedEventUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more ProcessedEvents and returns the data updated in the database.
     * @param {ProcessedEventUpdateManyAndReturnArgs} args - Arguments to update many ProcessedEvents.
     * @example
     * // Update many ProcessedEvents
     * const processedEvent = await prisma.processedEvent.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more ProcessedEvents and only return the `id`
     * const processedEventWithIdOnly = await prisma.processedEvent.updateManyAndReturn({
     *   select: { id: true },
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    updateManyAndReturn<T extends ProcessedEventUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, ProcessedEventUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ProcessedEventPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one ProcessedEvent.
     * @param {ProcessedEventUpsertArgs} args - Arguments to update or create a ProcessedEvent.
     * @example
     * // Update or create a ProcessedEvent
     * const processedEvent = await prisma.processedEvent.upsert({
     *   create: {
     *     // ... data to create a ProcessedEvent
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the ProcessedEvent we want to update
     *   }
     * })
     */
    upsert<T extends ProcessedEventUpsertArgs>(args: Prisma.SelectSubset<T, ProcessedEventUpsertArgs<ExtArgs>>): Prisma.Prisma__ProcessedEventClient<runtime.Types.Result.GetResult<Prisma.$ProcessedEventPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of ProcessedEvents.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ProcessedEventCountArgs} args - Arguments to filter ProcessedEvents to count.
     * @example
     * // Count the number of ProcessedEvents
     * const count = await prisma.processedEvent.count({
     *   where: {
     *     // ... the filter for the ProcessedEvents we want to count
     *   }
     * })
    **/
    count<T extends ProcessedEventCountArgs>(args?: Prisma.Subset<T, ProcessedEventCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], ProcessedEventCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a ProcessedEvent.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ProcessedEventAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
     * @example
     * // Ordered by age ascending
     * // Where email contains prisma.io
     * // Limited to the 10 users
     * const aggregations = await prisma.user.aggregate({
     *   _avg: {
     *     age: true,
     *   },
     *   where: {
     *     email: {
     *       contains: "prisma.io",
     *     },
     *   },
     *   orderBy: {
     *     age: "asc",
     *   },
     *   take: 10,
     * })
    **/
    aggregate<T extends ProcessedEventAggregateArgs>(args: Prisma.Subset<T, ProcessedEventAggregateArgs>): Prisma.PrismaPromise<GetProcessedEventAggregateType<T>>;
    /**
     * Group by ProcessedEvent.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {ProcessedEventGroupByArgs} args - Group by arguments.
     * @example
     * // Group by city, order by createdAt, get count
     * const result = await prisma.user.groupBy({
     *   by: ['city', 'createdAt'],
     *   orderBy: {
     *     createdAt: true
     *   },
     *   _count: {
     *     _all: true
     *   },
     * })
     *
    **/
    groupBy<T extends ProcessedEventGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: ProcessedEventGroupByArgs['orderBy'];
    } : {
        orderBy?: ProcessedEventGroupByArgs['orderBy'];
    }, OrderFields extends Prisma.ExcludeUnderscoreKeys<Prisma.Keys<Prisma.MaybeTupleToUnion<T['orderBy']>>>, ByFields extends Prisma.MaybeTupleToUnion<T['by']>, ByValid extends Prisma.Has<ByFields, OrderFields>, HavingFields extends Prisma.GetHavingFields<T['having']>, HavingValid extends Prisma.Has<ByFields, HavingFields>, ByEmpty extends T['by'] extends never[] ? Prisma.True : Prisma.False, InputErrors extends ByEmpty extends Prisma.True ? `Error: "by" must not be empty.` : HavingValid extends Prisma.False ? {
        [P in HavingFields]: P extends ByFields ? never : P extends string ? `Error: Field "${P}" used in "having" needs to be provided in "by".` : [
            Error,
            'Field ',
            P,
            ` in "having" needs to be provided in "by"`
        ];
    }[HavingFields] : 'take' extends Prisma.Keys<T> ? 'orderBy' extends Prisma.Keys<T> ? ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields] : 'Error: If you provide "take", you also need to provide "orderBy"' : 'skip' extends Prisma.Keys<T> ? 'orderBy' extends Prisma.Keys<T> ? ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields] : 'Error: If you provide "skip", you also need to provide "orderBy"' : ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, ProcessedEventGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetProcessedEventGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the ProcessedEvent model
     */
    readonly fields: ProcessedEventFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for ProcessedEvent.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__ProcessedEventClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    /**
     * Attaches callbacks for the resolution and/or rejection of the Promise.
     * @param onfulfilled The callback to execute when the Promise is resolved.
     * @param onrejected The callback to execute when the Promise is rejected.
     * @returns A Promise for the completion of which ever callback is executed.
     */
    then<TResult1 = T, TResult2 = never>(onfulfilled?: ((value: T) => TResult1 | PromiseLike<TResult1>) | undefined | null, onrejected?: ((reason: any) => TResult2 | PromiseLike<TResult2>) | undefined | null): runtime.Types.Utils.JsPromise<TResult1 | TResult2>;
    /**
     * Attaches a callback for only the rejection of the Promise.
     * @param onrejected The callback to execute when the Promise is rejected.
     * @returns A Promise for the completion of the callback.
     */
    catch<TResult = never>(onrejected?: ((reason: any) => TResult | PromiseLike<TResult>) | undefined | null): runtime.Types.Utils.JsPromise<T | TResult>;
    /**
     * Attaches a callback that is invoked when the Promise is settled (fulfilled or rejected). The
     * resolved value cannot be modified from the callback.
     * @param onfinally The callback to execute when the Promise is settled (fulfilled or rejected).
     * @returns A Promise for the completion of the callback.
     */
    finally(onfinally?: (() => void) | undefined | null): runtime.Types.Utils.JsPromise<T>;
}
/**
 * Fields of the ProcessedEvent model
 */
export interface ProcessedEventFieldRefs {
    readonly id: Prisma.FieldRef<"ProcessedEvent", 'String'>;
    readonly consumer: Prisma.FieldRef<"ProcessedEvent", 'String'>;
    readonly handledAt: Prisma.FieldRef<"ProcessedEvent", 'DateTime'>;
}
/**
 * ProcessedEvent findUnique
 */
export type ProcessedEventFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ProcessedEvent
     */
    select?: Prisma.ProcessedEventSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ProcessedEvent
     */
    omit?: Prisma.ProcessedEventOmit<ExtArgs> | null;
    /**
     * Filter, which ProcessedEvent to fetch.
     */
    where: Prisma.ProcessedEventWhereUniqueInput;
};
/**
 * ProcessedEvent findUniqueOrThrow
 */
export type ProcessedEventFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ProcessedEvent
     */
    select?: Prisma.ProcessedEventSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ProcessedEvent
     */
    omit?: Prisma.ProcessedEventOmit<ExtArgs> | null;
    /**
     * Filter, which ProcessedEvent to fetch.
     */
    where: Prisma.ProcessedEventWhereUniqueInput;
};
/**
 * ProcessedEvent findFirst
 */
export type ProcessedEventFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ProcessedEvent
     */
    select?: Prisma.ProcessedEventSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ProcessedEvent
     */
    omit?: Prisma.ProcessedEventOmit<ExtArgs> | null;
    /**
     * Filter, which ProcessedEvent to fetch.
     */
    where?: Prisma.ProcessedEventWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ProcessedEvents to fetch.
     */
    orderBy?: Prisma.ProcessedEventOrderByWithRelationInput | Prisma.ProcessedEventOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ProcessedEvents.
     */
    cursor?: Prisma.ProcessedEventWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ProcessedEvents from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ProcessedEvents.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ProcessedEvents.
     */
    distinct?: Prisma.ProcessedEventScalarFieldEnum | Prisma.ProcessedEventScalarFieldEnum[];
};
/**
 * ProcessedEvent findFirstOrThrow
 */
export type ProcessedEventFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ProcessedEvent
     */
    select?: Prisma.ProcessedEventSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ProcessedEvent
     */
    omit?: Prisma.ProcessedEventOmit<ExtArgs> | null;
    /**
     * Filter, which ProcessedEvent to fetch.
     */
    where?: Prisma.ProcessedEventWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ProcessedEvents to fetch.
     */
    orderBy?: Prisma.ProcessedEventOrderByWithRelationInput | Prisma.ProcessedEventOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for ProcessedEvents.
     */
    cursor?: Prisma.ProcessedEventWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ProcessedEvents from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ProcessedEvents.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ProcessedEvents.
     */
    distinct?: Prisma.ProcessedEventScalarFieldEnum | Prisma.ProcessedEventScalarFieldEnum[];
};
/**
 * ProcessedEvent findMany
 */
export type ProcessedEventFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ProcessedEvent
     */
    select?: Prisma.ProcessedEventSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ProcessedEvent
     */
    omit?: Prisma.ProcessedEventOmit<ExtArgs> | null;
    /**
     * Filter, which ProcessedEvents to fetch.
     */
    where?: Prisma.ProcessedEventWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of ProcessedEvents to fetch.
     */
    orderBy?: Prisma.ProcessedEventOrderByWithRelationInput | Prisma.ProcessedEventOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing ProcessedEvents.
     */
    cursor?: Prisma.ProcessedEventWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` ProcessedEvents from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` ProcessedEvents.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of ProcessedEvents.
     */
    distinct?: Prisma.ProcessedEventScalarFieldEnum | Prisma.ProcessedEventScalarFieldEnum[];
};
/**
 * ProcessedEvent create
 */
export type ProcessedEventCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ProcessedEvent
     */
    select?: Prisma.ProcessedEventSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ProcessedEvent
     */
    omit?: Prisma.ProcessedEventOmit<ExtArgs> | null;
    /**
     * The data needed to create a ProcessedEvent.
     */
    data: Prisma.XOR<Prisma.ProcessedEventCreateInput, Prisma.ProcessedEventUncheckedCreateInput>;
};
/**
 * ProcessedEvent createMany
 */
export type ProcessedEventCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many ProcessedEvents.
     */
    data: Prisma.ProcessedEventCreateManyInput | Prisma.ProcessedEventCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * ProcessedEvent createManyAndReturn
 */
export type ProcessedEventCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ProcessedEvent
     */
    select?: Prisma.ProcessedEventSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ProcessedEvent
     */
    omit?: Prisma.ProcessedEventOmit<ExtArgs> | null;
    /**
     * The data used to create many ProcessedEvents.
     */
    data: Prisma.ProcessedEventCreateManyInput | Prisma.ProcessedEventCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * ProcessedEvent update
 */
export type ProcessedEventUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ProcessedEvent
     */
    select?: Prisma.ProcessedEventSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ProcessedEvent
     */
    omit?: Prisma.ProcessedEventOmit<ExtArgs> | null;
    /**
     * The data needed to update a ProcessedEvent.
     */
    data: Prisma.XOR<Prisma.ProcessedEventUpdateInput, Prisma.ProcessedEventUncheckedUpdateInput>;
    /**
     * Choose, which ProcessedEvent to update.
     */
    where: Prisma.ProcessedEventWhereUniqueInput;
};
/**
 * ProcessedEvent updateMany
 */
export type ProcessedEventUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update ProcessedEvents.
     */
    data: Prisma.XOR<Prisma.ProcessedEventUpdateManyMutationInput, Prisma.ProcessedEventUncheckedUpdateManyInput>;
    /**
     * Filter which ProcessedEvents to update
     */
    where?: Prisma.ProcessedEventWhereInput;
    /**
     * Limit how many ProcessedEvents to update.
     */
    limit?: number;
};
/**
 * ProcessedEvent updateManyAndReturn
 */
export type ProcessedEventUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ProcessedEvent
     */
    select?: Prisma.ProcessedEventSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the ProcessedEvent
     */
    omit?: Prisma.ProcessedEventOmit<ExtArgs> | null;
    /**
     * The data used to update ProcessedEvents.
     */
    data: Prisma.XOR<Prisma.ProcessedEventUpdateManyMutationInput, Prisma.ProcessedEventUncheckedUpdateManyInput>;
    /**
     * Filter which ProcessedEvents to update
     */
    where?: Prisma.ProcessedEventWhereInput;
    /**
     * Limit how many ProcessedEvents to update.
     */
    limit?: number;
};
/**
 * ProcessedEvent upsert
 */
export type ProcessedEventUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ProcessedEvent
     */
    select?: Prisma.ProcessedEventSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ProcessedEvent
     */
    omit?: Prisma.ProcessedEventOmit<ExtArgs> | null;
    /**
     * The filter to search for the ProcessedEvent to update in case it exists.
     */
    where: Prisma.ProcessedEventWhereUniqueInput;
    /**
     * In case the ProcessedEvent found by the `where` argument doesn't exist, create a new ProcessedEvent with this data.
     */
    create: Prisma.XOR<Prisma.ProcessedEventCreateInput, Prisma.ProcessedEventUncheckedCreateInput>;
    /**
     * In case the ProcessedEvent was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.ProcessedEventUpdateInput, Prisma.ProcessedEventUncheckedUpdateInput>;
};
/**
 * ProcessedEvent delete
 */
export type ProcessedEventDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ProcessedEvent
     */
    select?: Prisma.ProcessedEventSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ProcessedEvent
     */
    omit?: Prisma.ProcessedEventOmit<ExtArgs> | null;
    /**
     * Filter which ProcessedEvent to delete.
     */
    where: Prisma.ProcessedEventWhereUniqueInput;
};
/**
 * ProcessedEvent deleteMany
 */
export type ProcessedEventDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which ProcessedEvents to delete
     */
    where?: Prisma.ProcessedEventWhereInput;
    /**
     * Limit how many ProcessedEvents to delete.
     */
    limit?: number;
};
/**
 * ProcessedEvent without action
 */
export type ProcessedEventDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ProcessedEvent
     */
    select?: Prisma.ProcessedEventSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ProcessedEvent
     */
    omit?: Prisma.ProcessedEventOmit<ExtArgs> | null;
};
