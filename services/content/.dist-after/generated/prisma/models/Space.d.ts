import type * as runtime from "@prisma/client/runtime/client";
import type * as $Enums from "../enums";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model Space
 *
 */
export type SpaceModel = runtime.Types.Result.DefaultSelection<Prisma.$SpacePayload>;
export type AggregateSpace = {
    _count: SpaceCountAggregateOutputType | null;
    _avg: SpaceAvgAggregateOutputType | null;
    _sum: SpaceSumAggregateOutputType | null;
    _min: SpaceMinAggregateOutputType | null;
    _max: SpaceMaxAggregateOutputType | null;
};
export type SpaceAvgAggregateOutputType = {
    changeRequestCounter: number | null;
};
export type SpaceSumAggregateOutputType = {
    changeRequestCounter: number | null;
};
export type SpaceMinAggregateOutputType = {
    id: string | null;
    organizationId: string | null;
    parentId: string | null;
    title: string | null;
    emoji: string | null;
    iconUrl: string | null;
    visibility: $Enums.ContentVisibility | null;
    editMode: $Enums.SpaceEditMode | null;
    defaultLevel: $Enums.DefaultLevel | null;
    language: string | null;
    revisionId: string | null;
    position: string | null;
    createdAt: Date | null;
    updatedAt: Date | null;
    deletedAt: Date | null;
    changeRequestCounter: number | null;
};
export type SpaceMaxAggregateOutputType = {
    id: string | null;
    organizationId: string | null;
    parentId: string | null;
    title: string | null;
    emoji: string | null;
    iconUrl: string | null;
    visibility: $Enums.ContentVisibility | null;
    editMode: $Enums.SpaceEditMode | null;
    defaultLevel: $Enums.DefaultLevel | null;
    language: string | null;
    revisionId: string | null;
    position: string | null;
    createdAt: Date | null;
    updatedAt: Date | null;
    deletedAt: Date | null;
    changeRequestCounter: number | null;
};
export type SpaceCountAggregateOutputType = {
    id: number;
    organizationId: number;
    parentId: number;
    title: number;
    emoji: number;
    iconUrl: number;
    visibility: number;
    editMode: number;
    defaultLevel: number;
    language: number;
    mergeRules: number;
    revisionId: number;
    position: number;
    createdAt: number;
    updatedAt: number;
    deletedAt: number;
    changeRequestCounter: number;
    _all: number;
};
export type SpaceAvgAggregateInputType = {
    changeRequestCounter?: true;
};
export type SpaceSumAggregateInputType = {
    changeRequestCounter?: true;
};
export type SpaceMinAggregateInputType = {
    id?: true;
    organizationId?: true;
    parentId?: true;
    title?: true;
    emoji?: true;
    iconUrl?: true;
    visibility?: true;
    editMode?: true;
    defaultLevel?: true;
    language?: true;
    revisionId?: true;
    position?: true;
    createdAt?: true;
    updatedAt?: true;
    deletedAt?: true;
    changeRequestCounter?: true;
};
export type SpaceMaxAggregateInputType = {
    id?: true;
    organizationId?: true;
    parentId?: true;
    title?: true;
    emoji?: true;
    iconUrl?: true;
    visibility?: true;
    editMode?: true;
    defaultLevel?: true;
    language?: true;
    revisionId?: true;
    position?: true;
    createdAt?: true;
    updatedAt?: true;
    deletedAt?: true;
    changeRequestCounter?: true;
};
export type SpaceCountAggregateInputType = {
    id?: true;
    organizationId?: true;
    parentId?: true;
    title?: true;
    emoji?: true;
    iconUrl?: true;
    visibility?: true;
    editMode?: true;
    defaultLevel?: true;
    language?: true;
    mergeRules?: true;
    revisionId?: true;
    position?: true;
    createdAt?: true;
    updatedAt?: true;
    deletedAt?: true;
    changeRequestCounter?: true;
    _all?: true;
};
export type SpaceAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which Space to aggregate.
     */
    where?: Prisma.SpaceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Spaces to fetch.
     */
    orderBy?: Prisma.SpaceOrderByWithRelationInput | Prisma.SpaceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.SpaceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Spaces from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Spaces.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned Spaces
    **/
    _count?: true | SpaceCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to average
    **/
    _avg?: SpaceAvgAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to sum
    **/
    _sum?: SpaceSumAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: SpaceMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: SpaceMaxAggregateInputType;
};
export type GetSpaceAggregateType<T extends SpaceAggregateArgs> = {
    [P in keyof T & keyof AggregateSpace]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateSpace[P]> : Prisma.GetScalarType<T[P], AggregateSpace[P]>;
};
export type SpaceGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SpaceWhereInput;
    orderBy?: Prisma.SpaceOrderByWithAggregationInput | Prisma.SpaceOrderByWithAggregationInput[];
    by: Prisma.SpaceScalarFieldEnum[] | Prisma.SpaceScalarFieldEnum;
    having?: Prisma.SpaceScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: SpaceCountAggregateInputType | true;
    _avg?: SpaceAvgAggregateInputType;
    _sum?: SpaceSumAggregateInputType;
    _min?: SpaceMinAggregateInputType;
    _max?: SpaceMaxAggregateInputType;
};
export type SpaceGroupByOutputType = {
    id: string;
    organizationId: string;
    parentId: string | null;
    title: string;
    emoji: string | null;
    iconUrl: string | null;
    visibility: $Enums.ContentVisibility;
    editMode: $Enums.SpaceEditMode;
    defaultLevel: $Enums.DefaultLevel;
    language: string | null;
    mergeRules: runtime.JsonValue;
    revisionId: string;
    position: string;
    createdAt: Date;
    updatedAt: Date;
    deletedAt: Date | null;
    changeRequestCounter: number;
    _count: SpaceCountAggregateOutputType | null;
    _avg: SpaceAvgAggregateOutputType | null;
    _sum: SpaceSumAggregateOutputType | null;
    _min: SpaceMinAggregateOutputType | null;
    _max: SpaceMaxAggregateOutputType | null;
};
export type GetSpaceGroupByPayload<T extends SpaceGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<SpaceGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof SpaceGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], SpaceGroupByOutputType[P]> : Prisma.GetScalarType<T[P], SpaceGroupByOutputType[P]>;
}>>;
export type SpaceWhereInput = {
    AND?: Prisma.SpaceWhereInput | Prisma.SpaceWhereInput[];
    OR?: Prisma.SpaceWhereInput[];
    NOT?: Prisma.SpaceWhereInput | Prisma.SpaceWhereInput[];
    id?: Prisma.StringFilter<"Space"> | string;
    organizationId?: Prisma.StringFilter<"Space"> | string;
    parentId?: Prisma.StringNullableFilter<"Space"> | string | null;
    title?: Prisma.StringFilter<"Space"> | string;
    emoji?: Prisma.StringNullableFilter<"Space"> | string | null;
    iconUrl?: Prisma.StringNullableFilter<"Space"> | string | null;
    visibility?: Prisma.EnumContentVisibilityFilter<"Space"> | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFilter<"Space"> | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFilter<"Space"> | $Enums.DefaultLevel;
    language?: Prisma.StringNullableFilter<"Space"> | string | null;
    mergeRules?: Prisma.JsonFilter<"Space">;
    revisionId?: Prisma.StringFilter<"Space"> | string;
    position?: Prisma.StringFilter<"Space"> | string;
    createdAt?: Prisma.DateTimeFilter<"Space"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"Space"> | Date | string;
    deletedAt?: Prisma.DateTimeNullableFilter<"Space"> | Date | string | null;
    changeRequestCounter?: Prisma.IntFilter<"Space"> | number;
    parent?: Prisma.XOR<Prisma.CollectionNullableScalarRelationFilter, Prisma.CollectionWhereInput> | null;
    revisions?: Prisma.RevisionListRelationFilter;
    changeRequests?: Prisma.ChangeRequestListRelationFilter;
    comments?: Prisma.CommentListRelationFilter;
    sourceBlobs?: Prisma.SourceBlobListRelationFilter;
    sourceWrites?: Prisma.SourceWriteListRelationFilter;
    computedPageSources?: Prisma.ComputedPageSourceListRelationFilter;
    gitOperations?: Prisma.GitOperationListRelationFilter;
    gitSync?: Prisma.XOR<Prisma.SpaceGitSyncNullableScalarRelationFilter, Prisma.SpaceGitSyncWhereInput> | null;
    importRuns?: Prisma.ImportRunListRelationFilter;
    pagePathHistory?: Prisma.PagePathHistoryListRelationFilter;
    documents?: Prisma.SpaceDocumentListRelationFilter;
    permissions?: Prisma.SpacePermissionListRelationFilter;
};
export type SpaceOrderByWithRelationInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrderInput | Prisma.SortOrder;
    title?: Prisma.SortOrder;
    emoji?: Prisma.SortOrderInput | Prisma.SortOrder;
    iconUrl?: Prisma.SortOrderInput | Prisma.SortOrder;
    visibility?: Prisma.SortOrder;
    editMode?: Prisma.SortOrder;
    defaultLevel?: Prisma.SortOrder;
    language?: Prisma.SortOrderInput | Prisma.SortOrder;
    mergeRules?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    deletedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    changeRequestCounter?: Prisma.SortOrder;
    parent?: Prisma.CollectionOrderByWithRelationInput;
    revisions?: Prisma.RevisionOrderByRelationAggregateInput;
    changeRequests?: Prisma.ChangeRequestOrderByRelationAggregateInput;
    comments?: Prisma.CommentOrderByRelationAggregateInput;
    sourceBlobs?: Prisma.SourceBlobOrderByRelationAggregateInput;
    sourceWrites?: Prisma.SourceWriteOrderByRelationAggregateInput;
    computedPageSources?: Prisma.ComputedPageSourceOrderByRelationAggregateInput;
    gitOperations?: Prisma.GitOperationOrderByRelationAggregateInput;
    gitSync?: Prisma.SpaceGitSyncOrderByWithRelationInput;
    importRuns?: Prisma.ImportRunOrderByRelationAggregateInput;
    pagePathHistory?: Prisma.PagePathHistoryOrderByRelationAggregateInput;
    documents?: Prisma.SpaceDocumentOrderByRelationAggregateInput;
    permissions?: Prisma.SpacePermissionOrderByRelationAggregateInput;
};
export type SpaceWhereUniqueInput = Prisma.AtLeast<{
    id?: string;
    AND?: Prisma.SpaceWhereInput | Prisma.SpaceWhereInput[];
    OR?: Prisma.SpaceWhereInput[];
    NOT?: Prisma.SpaceWhereInput | Prisma.SpaceWhereInput[];
    organizationId?: Prisma.StringFilter<"Space"> | string;
    parentId?: Prisma.StringNullableFilter<"Space"> | string | null;
    title?: Prisma.StringFilter<"Space"> | string;
    emoji?: Prisma.StringNullableFilter<"Space"> | string | null;
    iconUrl?: Prisma.StringNullableFilter<"Space"> | string | null;
    visibility?: Prisma.EnumContentVisibilityFilter<"Space"> | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFilter<"Space"> | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFilter<"Space"> | $Enums.DefaultLevel;
    language?: Prisma.StringNullableFilter<"Space"> | string | null;
    mergeRules?: Prisma.JsonFilter<"Space">;
    revisionId?: Prisma.StringFilter<"Space"> | string;
    position?: Prisma.StringFilter<"Space"> | string;
    createdAt?: Prisma.DateTimeFilter<"Space"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"Space"> | Date | string;
    deletedAt?: Prisma.DateTimeNullableFilter<"Space"> | Date | string | null;
    changeRequestCounter?: Prisma.IntFilter<"Space"> | number;
    parent?: Prisma.XOR<Prisma.CollectionNullableScalarRelationFilter, Prisma.CollectionWhereInput> | null;
    revisions?: Prisma.RevisionListRelationFilter;
    changeRequests?: Prisma.ChangeRequestListRelationFilter;
    comments?: Prisma.CommentListRelationFilter;
    sourceBlobs?: Prisma.SourceBlobListRelationFilter;
    sourceWrites?: Prisma.SourceWriteListRelationFilter;
    computedPageSources?: Prisma.ComputedPageSourceListRelationFilter;
    gitOperations?: Prisma.GitOperationListRelationFilter;
    gitSync?: Prisma.XOR<Prisma.SpaceGitSyncNullableScalarRelationFilter, Prisma.SpaceGitSyncWhereInput> | null;
    importRuns?: Prisma.ImportRunListRelationFilter;
    pagePathHistory?: Prisma.PagePathHistoryListRelationFilter;
    documents?: Prisma.SpaceDocumentListRelationFilter;
    permissions?: Prisma.SpacePermissionListRelationFilter;
}, "id">;
export type SpaceOrderByWithAggregationInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrderInput | Prisma.SortOrder;
    title?: Prisma.SortOrder;
    emoji?: Prisma.SortOrderInput | Prisma.SortOrder;
    iconUrl?: Prisma.SortOrderInput | Prisma.SortOrder;
    visibility?: Prisma.SortOrder;
    editMode?: Prisma.SortOrder;
    defaultLevel?: Prisma.SortOrder;
    language?: Prisma.SortOrderInput | Prisma.SortOrder;
    mergeRules?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    deletedAt?: Prisma.SortOrderInput | Prisma.SortOrder;
    changeRequestCounter?: Prisma.SortOrder;
    _count?: Prisma.SpaceCountOrderByAggregateInput;
    _avg?: Prisma.SpaceAvgOrderByAggregateInput;
    _max?: Prisma.SpaceMaxOrderByAggregateInput;
    _min?: Prisma.SpaceMinOrderByAggregateInput;
    _sum?: Prisma.SpaceSumOrderByAggregateInput;
};
export type SpaceScalarWhereWithAggregatesInput = {
    AND?: Prisma.SpaceScalarWhereWithAggregatesInput | Prisma.SpaceScalarWhereWithAggregatesInput[];
    OR?: Prisma.SpaceScalarWhereWithAggregatesInput[];
    NOT?: Prisma.SpaceScalarWhereWithAggregatesInput | Prisma.SpaceScalarWhereWithAggregatesInput[];
    id?: Prisma.StringWithAggregatesFilter<"Space"> | string;
    organizationId?: Prisma.StringWithAggregatesFilter<"Space"> | string;
    parentId?: Prisma.StringNullableWithAggregatesFilter<"Space"> | string | null;
    title?: Prisma.StringWithAggregatesFilter<"Space"> | string;
    emoji?: Prisma.StringNullableWithAggregatesFilter<"Space"> | string | null;
    iconUrl?: Prisma.StringNullableWithAggregatesFilter<"Space"> | string | null;
    visibility?: Prisma.EnumContentVisibilityWithAggregatesFilter<"Space"> | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeWithAggregatesFilter<"Space"> | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelWithAggregatesFilter<"Space"> | $Enums.DefaultLevel;
    language?: Prisma.StringNullableWithAggregatesFilter<"Space"> | string | null;
    mergeRules?: Prisma.JsonWithAggregatesFilter<"Space">;
    revisionId?: Prisma.StringWithAggregatesFilter<"Space"> | string;
    position?: Prisma.StringWithAggregatesFilter<"Space"> | string;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"Space"> | Date | string;
    updatedAt?: Prisma.DateTimeWithAggregatesFilter<"Space"> | Date | string;
    deletedAt?: Prisma.DateTimeNullableWithAggregatesFilter<"Space"> | Date | string | null;
    changeRequestCounter?: Prisma.IntWithAggregatesFilter<"Space"> | number;
};
export type SpaceCreateInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    parent?: Prisma.CollectionCreateNestedOneWithoutSpacesInput;
    revisions?: Prisma.RevisionCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionCreateNestedManyWithoutSpaceInput;
};
export type SpaceUncheckedCreateInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    revisions?: Prisma.RevisionUncheckedCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestUncheckedCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteUncheckedCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationUncheckedCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunUncheckedCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentUncheckedCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionUncheckedCreateNestedManyWithoutSpaceInput;
};
export type SpaceUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    parent?: Prisma.CollectionUpdateOneWithoutSpacesNestedInput;
    revisions?: Prisma.RevisionUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    revisions?: Prisma.RevisionUncheckedUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUncheckedUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUncheckedUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUncheckedUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUncheckedUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUncheckedUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUncheckedUpdateManyWithoutSpaceNestedInput;
};
export type SpaceCreateManyInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
};
export type SpaceUpdateManyMutationInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
};
export type SpaceUncheckedUpdateManyInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
};
export type SpaceListRelationFilter = {
    every?: Prisma.SpaceWhereInput;
    some?: Prisma.SpaceWhereInput;
    none?: Prisma.SpaceWhereInput;
};
export type SpaceOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type SpaceCountOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    emoji?: Prisma.SortOrder;
    iconUrl?: Prisma.SortOrder;
    visibility?: Prisma.SortOrder;
    editMode?: Prisma.SortOrder;
    defaultLevel?: Prisma.SortOrder;
    language?: Prisma.SortOrder;
    mergeRules?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    deletedAt?: Prisma.SortOrder;
    changeRequestCounter?: Prisma.SortOrder;
};
export type SpaceAvgOrderByAggregateInput = {
    changeRequestCounter?: Prisma.SortOrder;
};
export type SpaceMaxOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    emoji?: Prisma.SortOrder;
    iconUrl?: Prisma.SortOrder;
    visibility?: Prisma.SortOrder;
    editMode?: Prisma.SortOrder;
    defaultLevel?: Prisma.SortOrder;
    language?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    deletedAt?: Prisma.SortOrder;
    changeRequestCounter?: Prisma.SortOrder;
};
export type SpaceMinOrderByAggregateInput = {
    id?: Prisma.SortOrder;
    organizationId?: Prisma.SortOrder;
    parentId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    emoji?: Prisma.SortOrder;
    iconUrl?: Prisma.SortOrder;
    visibility?: Prisma.SortOrder;
    editMode?: Prisma.SortOrder;
    defaultLevel?: Prisma.SortOrder;
    language?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    updatedAt?: Prisma.SortOrder;
    deletedAt?: Prisma.SortOrder;
    changeRequestCounter?: Prisma.SortOrder;
};
export type SpaceSumOrderByAggregateInput = {
    changeRequestCounter?: Prisma.SortOrder;
};
export type SpaceScalarRelationFilter = {
    is?: Prisma.SpaceWhereInput;
    isNot?: Prisma.SpaceWhereInput;
};
export type SpaceCreateNestedManyWithoutParentInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutParentInput, Prisma.SpaceUncheckedCreateWithoutParentInput> | Prisma.SpaceCreateWithoutParentInput[] | Prisma.SpaceUncheckedCreateWithoutParentInput[];
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutParentInput | Prisma.SpaceCreateOrConnectWithoutParentInput[];
    createMany?: Prisma.SpaceCreateManyParentInputEnvelope;
    connect?: Prisma.SpaceWhereUniqueInput | Prisma.SpaceWhereUniqueInput[];
};
export type SpaceUncheckedCreateNestedManyWithoutParentInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutParentInput, Prisma.SpaceUncheckedCreateWithoutParentInput> | Prisma.SpaceCreateWithoutParentInput[] | Prisma.SpaceUncheckedCreateWithoutParentInput[];
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutParentInput | Prisma.SpaceCreateOrConnectWithoutParentInput[];
    createMany?: Prisma.SpaceCreateManyParentInputEnvelope;
    connect?: Prisma.SpaceWhereUniqueInput | Prisma.SpaceWhereUniqueInput[];
};
export type SpaceUpdateManyWithoutParentNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutParentInput, Prisma.SpaceUncheckedCreateWithoutParentInput> | Prisma.SpaceCreateWithoutParentInput[] | Prisma.SpaceUncheckedCreateWithoutParentInput[];
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutParentInput | Prisma.SpaceCreateOrConnectWithoutParentInput[];
    upsert?: Prisma.SpaceUpsertWithWhereUniqueWithoutParentInput | Prisma.SpaceUpsertWithWhereUniqueWithoutParentInput[];
    createMany?: Prisma.SpaceCreateManyParentInputEnvelope;
    set?: Prisma.SpaceWhereUniqueInput | Prisma.SpaceWhereUniqueInput[];
    disconnect?: Prisma.SpaceWhereUniqueInput | Prisma.SpaceWhereUniqueInput[];
    delete?: Prisma.SpaceWhereUniqueInput | Prisma.SpaceWhereUniqueInput[];
    connect?: Prisma.SpaceWhereUniqueInput | Prisma.SpaceWhereUniqueInput[];
    update?: Prisma.SpaceUpdateWithWhereUniqueWithoutParentInput | Prisma.SpaceUpdateWithWhereUniqueWithoutParentInput[];
    updateMany?: Prisma.SpaceUpdateManyWithWhereWithoutParentInput | Prisma.SpaceUpdateManyWithWhereWithoutParentInput[];
    deleteMany?: Prisma.SpaceScalarWhereInput | Prisma.SpaceScalarWhereInput[];
};
export type SpaceUncheckedUpdateManyWithoutParentNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutParentInput, Prisma.SpaceUncheckedCreateWithoutParentInput> | Prisma.SpaceCreateWithoutParentInput[] | Prisma.SpaceUncheckedCreateWithoutParentInput[];
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutParentInput | Prisma.SpaceCreateOrConnectWithoutParentInput[];
    upsert?: Prisma.SpaceUpsertWithWhereUniqueWithoutParentInput | Prisma.SpaceUpsertWithWhereUniqueWithoutParentInput[];
    createMany?: Prisma.SpaceCreateManyParentInputEnvelope;
    set?: Prisma.SpaceWhereUniqueInput | Prisma.SpaceWhereUniqueInput[];
    disconnect?: Prisma.SpaceWhereUniqueInput | Prisma.SpaceWhereUniqueInput[];
    delete?: Prisma.SpaceWhereUniqueInput | Prisma.SpaceWhereUniqueInput[];
    connect?: Prisma.SpaceWhereUniqueInput | Prisma.SpaceWhereUniqueInput[];
    update?: Prisma.SpaceUpdateWithWhereUniqueWithoutParentInput | Prisma.SpaceUpdateWithWhereUniqueWithoutParentInput[];
    updateMany?: Prisma.SpaceUpdateManyWithWhereWithoutParentInput | Prisma.SpaceUpdateManyWithWhereWithoutParentInput[];
    deleteMany?: Prisma.SpaceScalarWhereInput | Prisma.SpaceScalarWhereInput[];
};
export type EnumContentVisibilityFieldUpdateOperationsInput = {
    set?: $Enums.ContentVisibility;
};
export type EnumSpaceEditModeFieldUpdateOperationsInput = {
    set?: $Enums.SpaceEditMode;
};
export type NullableDateTimeFieldUpdateOperationsInput = {
    set?: Date | string | null;
};
export type IntFieldUpdateOperationsInput = {
    set?: number;
    increment?: number;
    decrement?: number;
    multiply?: number;
    divide?: number;
};
export type SpaceCreateNestedOneWithoutRevisionsInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutRevisionsInput, Prisma.SpaceUncheckedCreateWithoutRevisionsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutRevisionsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
};
export type SpaceUpdateOneRequiredWithoutRevisionsNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutRevisionsInput, Prisma.SpaceUncheckedCreateWithoutRevisionsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutRevisionsInput;
    upsert?: Prisma.SpaceUpsertWithoutRevisionsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.SpaceUpdateToOneWithWhereWithoutRevisionsInput, Prisma.SpaceUpdateWithoutRevisionsInput>, Prisma.SpaceUncheckedUpdateWithoutRevisionsInput>;
};
export type SpaceCreateNestedOneWithoutPagePathHistoryInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutPagePathHistoryInput, Prisma.SpaceUncheckedCreateWithoutPagePathHistoryInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutPagePathHistoryInput;
    connect?: Prisma.SpaceWhereUniqueInput;
};
export type SpaceUpdateOneRequiredWithoutPagePathHistoryNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutPagePathHistoryInput, Prisma.SpaceUncheckedCreateWithoutPagePathHistoryInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutPagePathHistoryInput;
    upsert?: Prisma.SpaceUpsertWithoutPagePathHistoryInput;
    connect?: Prisma.SpaceWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.SpaceUpdateToOneWithWhereWithoutPagePathHistoryInput, Prisma.SpaceUpdateWithoutPagePathHistoryInput>, Prisma.SpaceUncheckedUpdateWithoutPagePathHistoryInput>;
};
export type SpaceCreateNestedOneWithoutDocumentsInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutDocumentsInput, Prisma.SpaceUncheckedCreateWithoutDocumentsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutDocumentsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
};
export type SpaceUpdateOneRequiredWithoutDocumentsNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutDocumentsInput, Prisma.SpaceUncheckedCreateWithoutDocumentsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutDocumentsInput;
    upsert?: Prisma.SpaceUpsertWithoutDocumentsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.SpaceUpdateToOneWithWhereWithoutDocumentsInput, Prisma.SpaceUpdateWithoutDocumentsInput>, Prisma.SpaceUncheckedUpdateWithoutDocumentsInput>;
};
export type SpaceCreateNestedOneWithoutPermissionsInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutPermissionsInput, Prisma.SpaceUncheckedCreateWithoutPermissionsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutPermissionsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
};
export type SpaceUpdateOneRequiredWithoutPermissionsNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutPermissionsInput, Prisma.SpaceUncheckedCreateWithoutPermissionsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutPermissionsInput;
    upsert?: Prisma.SpaceUpsertWithoutPermissionsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.SpaceUpdateToOneWithWhereWithoutPermissionsInput, Prisma.SpaceUpdateWithoutPermissionsInput>, Prisma.SpaceUncheckedUpdateWithoutPermissionsInput>;
};
export type SpaceCreateNestedOneWithoutChangeRequestsInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutChangeRequestsInput, Prisma.SpaceUncheckedCreateWithoutChangeRequestsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutChangeRequestsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
};
export type SpaceUpdateOneRequiredWithoutChangeRequestsNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutChangeRequestsInput, Prisma.SpaceUncheckedCreateWithoutChangeRequestsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutChangeRequestsInput;
    upsert?: Prisma.SpaceUpsertWithoutChangeRequestsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.SpaceUpdateToOneWithWhereWithoutChangeRequestsInput, Prisma.SpaceUpdateWithoutChangeRequestsInput>, Prisma.SpaceUncheckedUpdateWithoutChangeRequestsInput>;
};
export type SpaceCreateNestedOneWithoutCommentsInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutCommentsInput, Prisma.SpaceUncheckedCreateWithoutCommentsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutCommentsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
};
export type SpaceUpdateOneRequiredWithoutCommentsNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutCommentsInput, Prisma.SpaceUncheckedCreateWithoutCommentsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutCommentsInput;
    upsert?: Prisma.SpaceUpsertWithoutCommentsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.SpaceUpdateToOneWithWhereWithoutCommentsInput, Prisma.SpaceUpdateWithoutCommentsInput>, Prisma.SpaceUncheckedUpdateWithoutCommentsInput>;
};
export type SpaceCreateNestedOneWithoutImportRunsInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutImportRunsInput, Prisma.SpaceUncheckedCreateWithoutImportRunsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutImportRunsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
};
export type SpaceUpdateOneRequiredWithoutImportRunsNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutImportRunsInput, Prisma.SpaceUncheckedCreateWithoutImportRunsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutImportRunsInput;
    upsert?: Prisma.SpaceUpsertWithoutImportRunsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.SpaceUpdateToOneWithWhereWithoutImportRunsInput, Prisma.SpaceUpdateWithoutImportRunsInput>, Prisma.SpaceUncheckedUpdateWithoutImportRunsInput>;
};
export type SpaceCreateNestedOneWithoutSourceBlobsInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutSourceBlobsInput, Prisma.SpaceUncheckedCreateWithoutSourceBlobsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutSourceBlobsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
};
export type SpaceUpdateOneRequiredWithoutSourceBlobsNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutSourceBlobsInput, Prisma.SpaceUncheckedCreateWithoutSourceBlobsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutSourceBlobsInput;
    upsert?: Prisma.SpaceUpsertWithoutSourceBlobsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.SpaceUpdateToOneWithWhereWithoutSourceBlobsInput, Prisma.SpaceUpdateWithoutSourceBlobsInput>, Prisma.SpaceUncheckedUpdateWithoutSourceBlobsInput>;
};
export type SpaceCreateNestedOneWithoutComputedPageSourcesInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutComputedPageSourcesInput, Prisma.SpaceUncheckedCreateWithoutComputedPageSourcesInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutComputedPageSourcesInput;
    connect?: Prisma.SpaceWhereUniqueInput;
};
export type SpaceUpdateOneRequiredWithoutComputedPageSourcesNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutComputedPageSourcesInput, Prisma.SpaceUncheckedCreateWithoutComputedPageSourcesInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutComputedPageSourcesInput;
    upsert?: Prisma.SpaceUpsertWithoutComputedPageSourcesInput;
    connect?: Prisma.SpaceWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.SpaceUpdateToOneWithWhereWithoutComputedPageSourcesInput, Prisma.SpaceUpdateWithoutComputedPageSourcesInput>, Prisma.SpaceUncheckedUpdateWithoutComputedPageSourcesInput>;
};
export type SpaceCreateNestedOneWithoutSourceWritesInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutSourceWritesInput, Prisma.SpaceUncheckedCreateWithoutSourceWritesInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutSourceWritesInput;
    connect?: Prisma.SpaceWhereUniqueInput;
};
export type SpaceUpdateOneRequiredWithoutSourceWritesNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutSourceWritesInput, Prisma.SpaceUncheckedCreateWithoutSourceWritesInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutSourceWritesInput;
    upsert?: Prisma.SpaceUpsertWithoutSourceWritesInput;
    connect?: Prisma.SpaceWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.SpaceUpdateToOneWithWhereWithoutSourceWritesInput, Prisma.SpaceUpdateWithoutSourceWritesInput>, Prisma.SpaceUncheckedUpdateWithoutSourceWritesInput>;
};
export type SpaceCreateNestedOneWithoutGitOperationsInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutGitOperationsInput, Prisma.SpaceUncheckedCreateWithoutGitOperationsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutGitOperationsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
};
export type SpaceUpdateOneRequiredWithoutGitOperationsNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutGitOperationsInput, Prisma.SpaceUncheckedCreateWithoutGitOperationsInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutGitOperationsInput;
    upsert?: Prisma.SpaceUpsertWithoutGitOperationsInput;
    connect?: Prisma.SpaceWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.SpaceUpdateToOneWithWhereWithoutGitOperationsInput, Prisma.SpaceUpdateWithoutGitOperationsInput>, Prisma.SpaceUncheckedUpdateWithoutGitOperationsInput>;
};
export type SpaceCreateNestedOneWithoutGitSyncInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutGitSyncInput, Prisma.SpaceUncheckedCreateWithoutGitSyncInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutGitSyncInput;
    connect?: Prisma.SpaceWhereUniqueInput;
};
export type SpaceUpdateOneRequiredWithoutGitSyncNestedInput = {
    create?: Prisma.XOR<Prisma.SpaceCreateWithoutGitSyncInput, Prisma.SpaceUncheckedCreateWithoutGitSyncInput>;
    connectOrCreate?: Prisma.SpaceCreateOrConnectWithoutGitSyncInput;
    upsert?: Prisma.SpaceUpsertWithoutGitSyncInput;
    connect?: Prisma.SpaceWhereUniqueInput;
    update?: Prisma.XOR<Prisma.XOR<Prisma.SpaceUpdateToOneWithWhereWithoutGitSyncInput, Prisma.SpaceUpdateWithoutGitSyncInput>, Prisma.SpaceUncheckedUpdateWithoutGitSyncInput>;
};
export type SpaceCreateWithoutParentInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    revisions?: Prisma.RevisionCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionCreateNestedManyWithoutSpaceInput;
};
export type SpaceUncheckedCreateWithoutParentInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    revisions?: Prisma.RevisionUncheckedCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestUncheckedCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteUncheckedCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationUncheckedCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunUncheckedCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentUncheckedCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionUncheckedCreateNestedManyWithoutSpaceInput;
};
export type SpaceCreateOrConnectWithoutParentInput = {
    where: Prisma.SpaceWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutParentInput, Prisma.SpaceUncheckedCreateWithoutParentInput>;
};
export type SpaceCreateManyParentInputEnvelope = {
    data: Prisma.SpaceCreateManyParentInput | Prisma.SpaceCreateManyParentInput[];
    skipDuplicates?: boolean;
};
export type SpaceUpsertWithWhereUniqueWithoutParentInput = {
    where: Prisma.SpaceWhereUniqueInput;
    update: Prisma.XOR<Prisma.SpaceUpdateWithoutParentInput, Prisma.SpaceUncheckedUpdateWithoutParentInput>;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutParentInput, Prisma.SpaceUncheckedCreateWithoutParentInput>;
};
export type SpaceUpdateWithWhereUniqueWithoutParentInput = {
    where: Prisma.SpaceWhereUniqueInput;
    data: Prisma.XOR<Prisma.SpaceUpdateWithoutParentInput, Prisma.SpaceUncheckedUpdateWithoutParentInput>;
};
export type SpaceUpdateManyWithWhereWithoutParentInput = {
    where: Prisma.SpaceScalarWhereInput;
    data: Prisma.XOR<Prisma.SpaceUpdateManyMutationInput, Prisma.SpaceUncheckedUpdateManyWithoutParentInput>;
};
export type SpaceScalarWhereInput = {
    AND?: Prisma.SpaceScalarWhereInput | Prisma.SpaceScalarWhereInput[];
    OR?: Prisma.SpaceScalarWhereInput[];
    NOT?: Prisma.SpaceScalarWhereInput | Prisma.SpaceScalarWhereInput[];
    id?: Prisma.StringFilter<"Space"> | string;
    organizationId?: Prisma.StringFilter<"Space"> | string;
    parentId?: Prisma.StringNullableFilter<"Space"> | string | null;
    title?: Prisma.StringFilter<"Space"> | string;
    emoji?: Prisma.StringNullableFilter<"Space"> | string | null;
    iconUrl?: Prisma.StringNullableFilter<"Space"> | string | null;
    visibility?: Prisma.EnumContentVisibilityFilter<"Space"> | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFilter<"Space"> | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFilter<"Space"> | $Enums.DefaultLevel;
    language?: Prisma.StringNullableFilter<"Space"> | string | null;
    mergeRules?: Prisma.JsonFilter<"Space">;
    revisionId?: Prisma.StringFilter<"Space"> | string;
    position?: Prisma.StringFilter<"Space"> | string;
    createdAt?: Prisma.DateTimeFilter<"Space"> | Date | string;
    updatedAt?: Prisma.DateTimeFilter<"Space"> | Date | string;
    deletedAt?: Prisma.DateTimeNullableFilter<"Space"> | Date | string | null;
    changeRequestCounter?: Prisma.IntFilter<"Space"> | number;
};
export type SpaceCreateWithoutRevisionsInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    parent?: Prisma.CollectionCreateNestedOneWithoutSpacesInput;
    changeRequests?: Prisma.ChangeRequestCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionCreateNestedManyWithoutSpaceInput;
};
export type SpaceUncheckedCreateWithoutRevisionsInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    changeRequests?: Prisma.ChangeRequestUncheckedCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteUncheckedCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationUncheckedCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunUncheckedCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentUncheckedCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionUncheckedCreateNestedManyWithoutSpaceInput;
};
export type SpaceCreateOrConnectWithoutRevisionsInput = {
    where: Prisma.SpaceWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutRevisionsInput, Prisma.SpaceUncheckedCreateWithoutRevisionsInput>;
};
export type SpaceUpsertWithoutRevisionsInput = {
    update: Prisma.XOR<Prisma.SpaceUpdateWithoutRevisionsInput, Prisma.SpaceUncheckedUpdateWithoutRevisionsInput>;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutRevisionsInput, Prisma.SpaceUncheckedCreateWithoutRevisionsInput>;
    where?: Prisma.SpaceWhereInput;
};
export type SpaceUpdateToOneWithWhereWithoutRevisionsInput = {
    where?: Prisma.SpaceWhereInput;
    data: Prisma.XOR<Prisma.SpaceUpdateWithoutRevisionsInput, Prisma.SpaceUncheckedUpdateWithoutRevisionsInput>;
};
export type SpaceUpdateWithoutRevisionsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    parent?: Prisma.CollectionUpdateOneWithoutSpacesNestedInput;
    changeRequests?: Prisma.ChangeRequestUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateWithoutRevisionsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    changeRequests?: Prisma.ChangeRequestUncheckedUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUncheckedUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUncheckedUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUncheckedUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUncheckedUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUncheckedUpdateManyWithoutSpaceNestedInput;
};
export type SpaceCreateWithoutPagePathHistoryInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    parent?: Prisma.CollectionCreateNestedOneWithoutSpacesInput;
    revisions?: Prisma.RevisionCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionCreateNestedManyWithoutSpaceInput;
};
export type SpaceUncheckedCreateWithoutPagePathHistoryInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    revisions?: Prisma.RevisionUncheckedCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestUncheckedCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteUncheckedCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationUncheckedCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunUncheckedCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentUncheckedCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionUncheckedCreateNestedManyWithoutSpaceInput;
};
export type SpaceCreateOrConnectWithoutPagePathHistoryInput = {
    where: Prisma.SpaceWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutPagePathHistoryInput, Prisma.SpaceUncheckedCreateWithoutPagePathHistoryInput>;
};
export type SpaceUpsertWithoutPagePathHistoryInput = {
    update: Prisma.XOR<Prisma.SpaceUpdateWithoutPagePathHistoryInput, Prisma.SpaceUncheckedUpdateWithoutPagePathHistoryInput>;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutPagePathHistoryInput, Prisma.SpaceUncheckedCreateWithoutPagePathHistoryInput>;
    where?: Prisma.SpaceWhereInput;
};
export type SpaceUpdateToOneWithWhereWithoutPagePathHistoryInput = {
    where?: Prisma.SpaceWhereInput;
    data: Prisma.XOR<Prisma.SpaceUpdateWithoutPagePathHistoryInput, Prisma.SpaceUncheckedUpdateWithoutPagePathHistoryInput>;
};
export type SpaceUpdateWithoutPagePathHistoryInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    parent?: Prisma.CollectionUpdateOneWithoutSpacesNestedInput;
    revisions?: Prisma.RevisionUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateWithoutPagePathHistoryInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    revisions?: Prisma.RevisionUncheckedUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUncheckedUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUncheckedUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUncheckedUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUncheckedUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUncheckedUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUncheckedUpdateManyWithoutSpaceNestedInput;
};
export type SpaceCreateWithoutDocumentsInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    parent?: Prisma.CollectionCreateNestedOneWithoutSpacesInput;
    revisions?: Prisma.RevisionCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionCreateNestedManyWithoutSpaceInput;
};
export type SpaceUncheckedCreateWithoutDocumentsInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    revisions?: Prisma.RevisionUncheckedCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestUncheckedCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteUncheckedCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationUncheckedCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunUncheckedCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionUncheckedCreateNestedManyWithoutSpaceInput;
};
export type SpaceCreateOrConnectWithoutDocumentsInput = {
    where: Prisma.SpaceWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutDocumentsInput, Prisma.SpaceUncheckedCreateWithoutDocumentsInput>;
};
export type SpaceUpsertWithoutDocumentsInput = {
    update: Prisma.XOR<Prisma.SpaceUpdateWithoutDocumentsInput, Prisma.SpaceUncheckedUpdateWithoutDocumentsInput>;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutDocumentsInput, Prisma.SpaceUncheckedCreateWithoutDocumentsInput>;
    where?: Prisma.SpaceWhereInput;
};
export type SpaceUpdateToOneWithWhereWithoutDocumentsInput = {
    where?: Prisma.SpaceWhereInput;
    data: Prisma.XOR<Prisma.SpaceUpdateWithoutDocumentsInput, Prisma.SpaceUncheckedUpdateWithoutDocumentsInput>;
};
export type SpaceUpdateWithoutDocumentsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    parent?: Prisma.CollectionUpdateOneWithoutSpacesNestedInput;
    revisions?: Prisma.RevisionUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateWithoutDocumentsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    revisions?: Prisma.RevisionUncheckedUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUncheckedUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUncheckedUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUncheckedUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUncheckedUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUncheckedUpdateManyWithoutSpaceNestedInput;
};
export type SpaceCreateWithoutPermissionsInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    parent?: Prisma.CollectionCreateNestedOneWithoutSpacesInput;
    revisions?: Prisma.RevisionCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentCreateNestedManyWithoutSpaceInput;
};
export type SpaceUncheckedCreateWithoutPermissionsInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    revisions?: Prisma.RevisionUncheckedCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestUncheckedCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteUncheckedCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationUncheckedCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunUncheckedCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentUncheckedCreateNestedManyWithoutSpaceInput;
};
export type SpaceCreateOrConnectWithoutPermissionsInput = {
    where: Prisma.SpaceWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutPermissionsInput, Prisma.SpaceUncheckedCreateWithoutPermissionsInput>;
};
export type SpaceUpsertWithoutPermissionsInput = {
    update: Prisma.XOR<Prisma.SpaceUpdateWithoutPermissionsInput, Prisma.SpaceUncheckedUpdateWithoutPermissionsInput>;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutPermissionsInput, Prisma.SpaceUncheckedCreateWithoutPermissionsInput>;
    where?: Prisma.SpaceWhereInput;
};
export type SpaceUpdateToOneWithWhereWithoutPermissionsInput = {
    where?: Prisma.SpaceWhereInput;
    data: Prisma.XOR<Prisma.SpaceUpdateWithoutPermissionsInput, Prisma.SpaceUncheckedUpdateWithoutPermissionsInput>;
};
export type SpaceUpdateWithoutPermissionsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    parent?: Prisma.CollectionUpdateOneWithoutSpacesNestedInput;
    revisions?: Prisma.RevisionUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateWithoutPermissionsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    revisions?: Prisma.RevisionUncheckedUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUncheckedUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUncheckedUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUncheckedUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUncheckedUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUncheckedUpdateManyWithoutSpaceNestedInput;
};
export type SpaceCreateWithoutChangeRequestsInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    parent?: Prisma.CollectionCreateNestedOneWithoutSpacesInput;
    revisions?: Prisma.RevisionCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionCreateNestedManyWithoutSpaceInput;
};
export type SpaceUncheckedCreateWithoutChangeRequestsInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    revisions?: Prisma.RevisionUncheckedCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteUncheckedCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationUncheckedCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunUncheckedCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentUncheckedCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionUncheckedCreateNestedManyWithoutSpaceInput;
};
export type SpaceCreateOrConnectWithoutChangeRequestsInput = {
    where: Prisma.SpaceWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutChangeRequestsInput, Prisma.SpaceUncheckedCreateWithoutChangeRequestsInput>;
};
export type SpaceUpsertWithoutChangeRequestsInput = {
    update: Prisma.XOR<Prisma.SpaceUpdateWithoutChangeRequestsInput, Prisma.SpaceUncheckedUpdateWithoutChangeRequestsInput>;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutChangeRequestsInput, Prisma.SpaceUncheckedCreateWithoutChangeRequestsInput>;
    where?: Prisma.SpaceWhereInput;
};
export type SpaceUpdateToOneWithWhereWithoutChangeRequestsInput = {
    where?: Prisma.SpaceWhereInput;
    data: Prisma.XOR<Prisma.SpaceUpdateWithoutChangeRequestsInput, Prisma.SpaceUncheckedUpdateWithoutChangeRequestsInput>;
};
export type SpaceUpdateWithoutChangeRequestsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    parent?: Prisma.CollectionUpdateOneWithoutSpacesNestedInput;
    revisions?: Prisma.RevisionUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateWithoutChangeRequestsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    revisions?: Prisma.RevisionUncheckedUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUncheckedUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUncheckedUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUncheckedUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUncheckedUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUncheckedUpdateManyWithoutSpaceNestedInput;
};
export type SpaceCreateWithoutCommentsInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    parent?: Prisma.CollectionCreateNestedOneWithoutSpacesInput;
    revisions?: Prisma.RevisionCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionCreateNestedManyWithoutSpaceInput;
};
export type SpaceUncheckedCreateWithoutCommentsInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    revisions?: Prisma.RevisionUncheckedCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestUncheckedCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteUncheckedCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationUncheckedCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunUncheckedCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentUncheckedCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionUncheckedCreateNestedManyWithoutSpaceInput;
};
export type SpaceCreateOrConnectWithoutCommentsInput = {
    where: Prisma.SpaceWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutCommentsInput, Prisma.SpaceUncheckedCreateWithoutCommentsInput>;
};
export type SpaceUpsertWithoutCommentsInput = {
    update: Prisma.XOR<Prisma.SpaceUpdateWithoutCommentsInput, Prisma.SpaceUncheckedUpdateWithoutCommentsInput>;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutCommentsInput, Prisma.SpaceUncheckedCreateWithoutCommentsInput>;
    where?: Prisma.SpaceWhereInput;
};
export type SpaceUpdateToOneWithWhereWithoutCommentsInput = {
    where?: Prisma.SpaceWhereInput;
    data: Prisma.XOR<Prisma.SpaceUpdateWithoutCommentsInput, Prisma.SpaceUncheckedUpdateWithoutCommentsInput>;
};
export type SpaceUpdateWithoutCommentsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    parent?: Prisma.CollectionUpdateOneWithoutSpacesNestedInput;
    revisions?: Prisma.RevisionUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateWithoutCommentsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    revisions?: Prisma.RevisionUncheckedUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUncheckedUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUncheckedUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUncheckedUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUncheckedUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUncheckedUpdateManyWithoutSpaceNestedInput;
};
export type SpaceCreateWithoutImportRunsInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    parent?: Prisma.CollectionCreateNestedOneWithoutSpacesInput;
    revisions?: Prisma.RevisionCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncCreateNestedOneWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionCreateNestedManyWithoutSpaceInput;
};
export type SpaceUncheckedCreateWithoutImportRunsInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    revisions?: Prisma.RevisionUncheckedCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestUncheckedCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteUncheckedCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationUncheckedCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedCreateNestedOneWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentUncheckedCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionUncheckedCreateNestedManyWithoutSpaceInput;
};
export type SpaceCreateOrConnectWithoutImportRunsInput = {
    where: Prisma.SpaceWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutImportRunsInput, Prisma.SpaceUncheckedCreateWithoutImportRunsInput>;
};
export type SpaceUpsertWithoutImportRunsInput = {
    update: Prisma.XOR<Prisma.SpaceUpdateWithoutImportRunsInput, Prisma.SpaceUncheckedUpdateWithoutImportRunsInput>;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutImportRunsInput, Prisma.SpaceUncheckedCreateWithoutImportRunsInput>;
    where?: Prisma.SpaceWhereInput;
};
export type SpaceUpdateToOneWithWhereWithoutImportRunsInput = {
    where?: Prisma.SpaceWhereInput;
    data: Prisma.XOR<Prisma.SpaceUpdateWithoutImportRunsInput, Prisma.SpaceUncheckedUpdateWithoutImportRunsInput>;
};
export type SpaceUpdateWithoutImportRunsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    parent?: Prisma.CollectionUpdateOneWithoutSpacesNestedInput;
    revisions?: Prisma.RevisionUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUpdateOneWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateWithoutImportRunsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    revisions?: Prisma.RevisionUncheckedUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUncheckedUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUncheckedUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUncheckedUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedUpdateOneWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUncheckedUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUncheckedUpdateManyWithoutSpaceNestedInput;
};
export type SpaceCreateWithoutSourceBlobsInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    parent?: Prisma.CollectionCreateNestedOneWithoutSpacesInput;
    revisions?: Prisma.RevisionCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionCreateNestedManyWithoutSpaceInput;
};
export type SpaceUncheckedCreateWithoutSourceBlobsInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    revisions?: Prisma.RevisionUncheckedCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestUncheckedCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteUncheckedCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationUncheckedCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunUncheckedCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentUncheckedCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionUncheckedCreateNestedManyWithoutSpaceInput;
};
export type SpaceCreateOrConnectWithoutSourceBlobsInput = {
    where: Prisma.SpaceWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutSourceBlobsInput, Prisma.SpaceUncheckedCreateWithoutSourceBlobsInput>;
};
export type SpaceUpsertWithoutSourceBlobsInput = {
    update: Prisma.XOR<Prisma.SpaceUpdateWithoutSourceBlobsInput, Prisma.SpaceUncheckedUpdateWithoutSourceBlobsInput>;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutSourceBlobsInput, Prisma.SpaceUncheckedCreateWithoutSourceBlobsInput>;
    where?: Prisma.SpaceWhereInput;
};
export type SpaceUpdateToOneWithWhereWithoutSourceBlobsInput = {
    where?: Prisma.SpaceWhereInput;
    data: Prisma.XOR<Prisma.SpaceUpdateWithoutSourceBlobsInput, Prisma.SpaceUncheckedUpdateWithoutSourceBlobsInput>;
};
export type SpaceUpdateWithoutSourceBlobsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    parent?: Prisma.CollectionUpdateOneWithoutSpacesNestedInput;
    revisions?: Prisma.RevisionUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateWithoutSourceBlobsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    revisions?: Prisma.RevisionUncheckedUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUncheckedUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUncheckedUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUncheckedUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUncheckedUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUncheckedUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUncheckedUpdateManyWithoutSpaceNestedInput;
};
export type SpaceCreateWithoutComputedPageSourcesInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    parent?: Prisma.CollectionCreateNestedOneWithoutSpacesInput;
    revisions?: Prisma.RevisionCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionCreateNestedManyWithoutSpaceInput;
};
export type SpaceUncheckedCreateWithoutComputedPageSourcesInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    revisions?: Prisma.RevisionUncheckedCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestUncheckedCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteUncheckedCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationUncheckedCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunUncheckedCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentUncheckedCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionUncheckedCreateNestedManyWithoutSpaceInput;
};
export type SpaceCreateOrConnectWithoutComputedPageSourcesInput = {
    where: Prisma.SpaceWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutComputedPageSourcesInput, Prisma.SpaceUncheckedCreateWithoutComputedPageSourcesInput>;
};
export type SpaceUpsertWithoutComputedPageSourcesInput = {
    update: Prisma.XOR<Prisma.SpaceUpdateWithoutComputedPageSourcesInput, Prisma.SpaceUncheckedUpdateWithoutComputedPageSourcesInput>;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutComputedPageSourcesInput, Prisma.SpaceUncheckedCreateWithoutComputedPageSourcesInput>;
    where?: Prisma.SpaceWhereInput;
};
export type SpaceUpdateToOneWithWhereWithoutComputedPageSourcesInput = {
    where?: Prisma.SpaceWhereInput;
    data: Prisma.XOR<Prisma.SpaceUpdateWithoutComputedPageSourcesInput, Prisma.SpaceUncheckedUpdateWithoutComputedPageSourcesInput>;
};
export type SpaceUpdateWithoutComputedPageSourcesInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    parent?: Prisma.CollectionUpdateOneWithoutSpacesNestedInput;
    revisions?: Prisma.RevisionUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateWithoutComputedPageSourcesInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    revisions?: Prisma.RevisionUncheckedUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUncheckedUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUncheckedUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUncheckedUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUncheckedUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUncheckedUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUncheckedUpdateManyWithoutSpaceNestedInput;
};
export type SpaceCreateWithoutSourceWritesInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    parent?: Prisma.CollectionCreateNestedOneWithoutSpacesInput;
    revisions?: Prisma.RevisionCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionCreateNestedManyWithoutSpaceInput;
};
export type SpaceUncheckedCreateWithoutSourceWritesInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    revisions?: Prisma.RevisionUncheckedCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestUncheckedCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationUncheckedCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunUncheckedCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentUncheckedCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionUncheckedCreateNestedManyWithoutSpaceInput;
};
export type SpaceCreateOrConnectWithoutSourceWritesInput = {
    where: Prisma.SpaceWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutSourceWritesInput, Prisma.SpaceUncheckedCreateWithoutSourceWritesInput>;
};
export type SpaceUpsertWithoutSourceWritesInput = {
    update: Prisma.XOR<Prisma.SpaceUpdateWithoutSourceWritesInput, Prisma.SpaceUncheckedUpdateWithoutSourceWritesInput>;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutSourceWritesInput, Prisma.SpaceUncheckedCreateWithoutSourceWritesInput>;
    where?: Prisma.SpaceWhereInput;
};
export type SpaceUpdateToOneWithWhereWithoutSourceWritesInput = {
    where?: Prisma.SpaceWhereInput;
    data: Prisma.XOR<Prisma.SpaceUpdateWithoutSourceWritesInput, Prisma.SpaceUncheckedUpdateWithoutSourceWritesInput>;
};
export type SpaceUpdateWithoutSourceWritesInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    parent?: Prisma.CollectionUpdateOneWithoutSpacesNestedInput;
    revisions?: Prisma.RevisionUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateWithoutSourceWritesInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    revisions?: Prisma.RevisionUncheckedUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUncheckedUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUncheckedUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUncheckedUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUncheckedUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUncheckedUpdateManyWithoutSpaceNestedInput;
};
export type SpaceCreateWithoutGitOperationsInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    parent?: Prisma.CollectionCreateNestedOneWithoutSpacesInput;
    revisions?: Prisma.RevisionCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionCreateNestedManyWithoutSpaceInput;
};
export type SpaceUncheckedCreateWithoutGitOperationsInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    revisions?: Prisma.RevisionUncheckedCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestUncheckedCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteUncheckedCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedCreateNestedManyWithoutSpaceInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedCreateNestedOneWithoutSpaceInput;
    importRuns?: Prisma.ImportRunUncheckedCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentUncheckedCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionUncheckedCreateNestedManyWithoutSpaceInput;
};
export type SpaceCreateOrConnectWithoutGitOperationsInput = {
    where: Prisma.SpaceWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutGitOperationsInput, Prisma.SpaceUncheckedCreateWithoutGitOperationsInput>;
};
export type SpaceUpsertWithoutGitOperationsInput = {
    update: Prisma.XOR<Prisma.SpaceUpdateWithoutGitOperationsInput, Prisma.SpaceUncheckedUpdateWithoutGitOperationsInput>;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutGitOperationsInput, Prisma.SpaceUncheckedCreateWithoutGitOperationsInput>;
    where?: Prisma.SpaceWhereInput;
};
export type SpaceUpdateToOneWithWhereWithoutGitOperationsInput = {
    where?: Prisma.SpaceWhereInput;
    data: Prisma.XOR<Prisma.SpaceUpdateWithoutGitOperationsInput, Prisma.SpaceUncheckedUpdateWithoutGitOperationsInput>;
};
export type SpaceUpdateWithoutGitOperationsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    parent?: Prisma.CollectionUpdateOneWithoutSpacesNestedInput;
    revisions?: Prisma.RevisionUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateWithoutGitOperationsInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    revisions?: Prisma.RevisionUncheckedUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUncheckedUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUncheckedUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUncheckedUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUncheckedUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUncheckedUpdateManyWithoutSpaceNestedInput;
};
export type SpaceCreateWithoutGitSyncInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    parent?: Prisma.CollectionCreateNestedOneWithoutSpacesInput;
    revisions?: Prisma.RevisionCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationCreateNestedManyWithoutSpaceInput;
    importRuns?: Prisma.ImportRunCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionCreateNestedManyWithoutSpaceInput;
};
export type SpaceUncheckedCreateWithoutGitSyncInput = {
    id: string;
    organizationId: string;
    parentId?: string | null;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
    revisions?: Prisma.RevisionUncheckedCreateNestedManyWithoutSpaceInput;
    changeRequests?: Prisma.ChangeRequestUncheckedCreateNestedManyWithoutSpaceInput;
    comments?: Prisma.CommentUncheckedCreateNestedManyWithoutSpaceInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedCreateNestedManyWithoutSpaceInput;
    sourceWrites?: Prisma.SourceWriteUncheckedCreateNestedManyWithoutSpaceInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedCreateNestedManyWithoutSpaceInput;
    gitOperations?: Prisma.GitOperationUncheckedCreateNestedManyWithoutSpaceInput;
    importRuns?: Prisma.ImportRunUncheckedCreateNestedManyWithoutSpaceInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedCreateNestedManyWithoutSpaceInput;
    documents?: Prisma.SpaceDocumentUncheckedCreateNestedManyWithoutSpaceInput;
    permissions?: Prisma.SpacePermissionUncheckedCreateNestedManyWithoutSpaceInput;
};
export type SpaceCreateOrConnectWithoutGitSyncInput = {
    where: Prisma.SpaceWhereUniqueInput;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutGitSyncInput, Prisma.SpaceUncheckedCreateWithoutGitSyncInput>;
};
export type SpaceUpsertWithoutGitSyncInput = {
    update: Prisma.XOR<Prisma.SpaceUpdateWithoutGitSyncInput, Prisma.SpaceUncheckedUpdateWithoutGitSyncInput>;
    create: Prisma.XOR<Prisma.SpaceCreateWithoutGitSyncInput, Prisma.SpaceUncheckedCreateWithoutGitSyncInput>;
    where?: Prisma.SpaceWhereInput;
};
export type SpaceUpdateToOneWithWhereWithoutGitSyncInput = {
    where?: Prisma.SpaceWhereInput;
    data: Prisma.XOR<Prisma.SpaceUpdateWithoutGitSyncInput, Prisma.SpaceUncheckedUpdateWithoutGitSyncInput>;
};
export type SpaceUpdateWithoutGitSyncInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    parent?: Prisma.CollectionUpdateOneWithoutSpacesNestedInput;
    revisions?: Prisma.RevisionUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUpdateManyWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateWithoutGitSyncInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    parentId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    revisions?: Prisma.RevisionUncheckedUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUncheckedUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUncheckedUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUncheckedUpdateManyWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUncheckedUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUncheckedUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUncheckedUpdateManyWithoutSpaceNestedInput;
};
export type SpaceCreateManyParentInput = {
    id: string;
    organizationId: string;
    title: string;
    emoji?: string | null;
    iconUrl?: string | null;
    visibility?: $Enums.ContentVisibility;
    editMode?: $Enums.SpaceEditMode;
    defaultLevel?: $Enums.DefaultLevel;
    language?: string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId: string;
    position: string;
    createdAt?: Date | string;
    updatedAt?: Date | string;
    deletedAt?: Date | string | null;
    changeRequestCounter?: number;
};
export type SpaceUpdateWithoutParentInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    revisions?: Prisma.RevisionUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateWithoutParentInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
    revisions?: Prisma.RevisionUncheckedUpdateManyWithoutSpaceNestedInput;
    changeRequests?: Prisma.ChangeRequestUncheckedUpdateManyWithoutSpaceNestedInput;
    comments?: Prisma.CommentUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceBlobs?: Prisma.SourceBlobUncheckedUpdateManyWithoutSpaceNestedInput;
    sourceWrites?: Prisma.SourceWriteUncheckedUpdateManyWithoutSpaceNestedInput;
    computedPageSources?: Prisma.ComputedPageSourceUncheckedUpdateManyWithoutSpaceNestedInput;
    gitOperations?: Prisma.GitOperationUncheckedUpdateManyWithoutSpaceNestedInput;
    gitSync?: Prisma.SpaceGitSyncUncheckedUpdateOneWithoutSpaceNestedInput;
    importRuns?: Prisma.ImportRunUncheckedUpdateManyWithoutSpaceNestedInput;
    pagePathHistory?: Prisma.PagePathHistoryUncheckedUpdateManyWithoutSpaceNestedInput;
    documents?: Prisma.SpaceDocumentUncheckedUpdateManyWithoutSpaceNestedInput;
    permissions?: Prisma.SpacePermissionUncheckedUpdateManyWithoutSpaceNestedInput;
};
export type SpaceUncheckedUpdateManyWithoutParentInput = {
    id?: Prisma.StringFieldUpdateOperationsInput | string;
    organizationId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    iconUrl?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    visibility?: Prisma.EnumContentVisibilityFieldUpdateOperationsInput | $Enums.ContentVisibility;
    editMode?: Prisma.EnumSpaceEditModeFieldUpdateOperationsInput | $Enums.SpaceEditMode;
    defaultLevel?: Prisma.EnumDefaultLevelFieldUpdateOperationsInput | $Enums.DefaultLevel;
    language?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    mergeRules?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    revisionId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.StringFieldUpdateOperationsInput | string;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    updatedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    deletedAt?: Prisma.NullableDateTimeFieldUpdateOperationsInput | Date | string | null;
    changeRequestCounter?: Prisma.IntFieldUpdateOperationsInput | number;
};
/**
 * Count Type SpaceCountOutputType
 */
export type SpaceCountOutputType = {
    revisions: number;
    changeRequests: number;
    comments: number;
    sourceBlobs: number;
    sourceWrites: number;
    computedPageSources: number;
    gitOperations: number;
    importRuns: number;
    pagePathHistory: number;
    documents: number;
    permissions: number;
};
export type SpaceCountOutputTypeSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    revisions?: boolean | SpaceCountOutputTypeCountRevisionsArgs;
    changeRequests?: boolean | SpaceCountOutputTypeCountChangeRequestsArgs;
    comments?: boolean | SpaceCountOutputTypeCountCommentsArgs;
    sourceBlobs?: boolean | SpaceCountOutputTypeCountSourceBlobsArgs;
    sourceWrites?: boolean | SpaceCountOutputTypeCountSourceWritesArgs;
    computedPageSources?: boolean | SpaceCountOutputTypeCountComputedPageSourcesArgs;
    gitOperations?: boolean | SpaceCountOutputTypeCountGitOperationsArgs;
    importRuns?: boolean | SpaceCountOutputTypeCountImportRunsArgs;
    pagePathHistory?: boolean | SpaceCountOutputTypeCountPagePathHistoryArgs;
    documents?: boolean | SpaceCountOutputTypeCountDocumentsArgs;
    permissions?: boolean | SpaceCountOutputTypeCountPermissionsArgs;
};
/**
 * SpaceCountOutputType without action
 */
export type SpaceCountOutputTypeDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceCountOutputType
     */
    select?: Prisma.SpaceCountOutputTypeSelect<ExtArgs> | null;
};
/**
 * SpaceCountOutputType without action
 */
export type SpaceCountOutputTypeCountRevisionsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.RevisionWhereInput;
};
/**
 * SpaceCountOutputType without action
 */
export type SpaceCountOutputTypeCountChangeRequestsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ChangeRequestWhereInput;
};
/**
 * SpaceCountOutputType without action
 */
export type SpaceCountOutputTypeCountCommentsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CommentWhereInput;
};
/**
 * SpaceCountOutputType without action
 */
export type SpaceCountOutputTypeCountSourceBlobsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SourceBlobWhereInput;
};
/**
 * SpaceCountOutputType without action
 */
export type SpaceCountOutputTypeCountSourceWritesArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SourceWriteWhereInput;
};
/**
 * SpaceCountOutputType without action
 */
export type SpaceCountOutputTypeCountComputedPageSourcesArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ComputedPageSourceWhereInput;
};
/**
 * SpaceCountOutputType without action
 */
export type SpaceCountOutputTypeCountGitOperationsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.GitOperationWhereInput;
};
/**
 * SpaceCountOutputType without action
 */
export type SpaceCountOutputTypeCountImportRunsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.ImportRunWhereInput;
};
/**
 * SpaceCountOutputType without action
 */
export type SpaceCountOutputTypeCountPagePathHistoryArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.PagePathHistoryWhereInput;
};
/**
 * SpaceCountOutputType without action
 */
export type SpaceCountOutputTypeCountDocumentsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SpaceDocumentWhereInput;
};
/**
 * SpaceCountOutputType without action
 */
export type SpaceCountOutputTypeCountPermissionsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SpacePermissionWhereInput;
};
export type SpaceSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    parentId?: boolean;
    title?: boolean;
    emoji?: boolean;
    iconUrl?: boolean;
    visibility?: boolean;
    editMode?: boolean;
    defaultLevel?: boolean;
    language?: boolean;
    mergeRules?: boolean;
    revisionId?: boolean;
    position?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    deletedAt?: boolean;
    changeRequestCounter?: boolean;
    parent?: boolean | Prisma.Space$parentArgs<ExtArgs>;
    revisions?: boolean | Prisma.Space$revisionsArgs<ExtArgs>;
    changeRequests?: boolean | Prisma.Space$changeRequestsArgs<ExtArgs>;
    comments?: boolean | Prisma.Space$commentsArgs<ExtArgs>;
    sourceBlobs?: boolean | Prisma.Space$sourceBlobsArgs<ExtArgs>;
    sourceWrites?: boolean | Prisma.Space$sourceWritesArgs<ExtArgs>;
    computedPageSources?: boolean | Prisma.Space$computedPageSourcesArgs<ExtArgs>;
    gitOperations?: boolean | Prisma.Space$gitOperationsArgs<ExtArgs>;
    gitSync?: boolean | Prisma.Space$gitSyncArgs<ExtArgs>;
    importRuns?: boolean | Prisma.Space$importRunsArgs<ExtArgs>;
    pagePathHistory?: boolean | Prisma.Space$pagePathHistoryArgs<ExtArgs>;
    documents?: boolean | Prisma.Space$documentsArgs<ExtArgs>;
    permissions?: boolean | Prisma.Space$permissionsArgs<ExtArgs>;
    _count?: boolean | Prisma.SpaceCountOutputTypeDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["space"]>;
export type SpaceSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    parentId?: boolean;
    title?: boolean;
    emoji?: boolean;
    iconUrl?: boolean;
    visibility?: boolean;
    editMode?: boolean;
    defaultLevel?: boolean;
    language?: boolean;
    mergeRules?: boolean;
    revisionId?: boolean;
    position?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    deletedAt?: boolean;
    changeRequestCounter?: boolean;
    parent?: boolean | Prisma.Space$parentArgs<ExtArgs>;
}, ExtArgs["result"]["space"]>;
export type SpaceSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    id?: boolean;
    organizationId?: boolean;
    parentId?: boolean;
    title?: boolean;
    emoji?: boolean;
    iconUrl?: boolean;
    visibility?: boolean;
    editMode?: boolean;
    defaultLevel?: boolean;
    language?: boolean;
    mergeRules?: boolean;
    revisionId?: boolean;
    position?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    deletedAt?: boolean;
    changeRequestCounter?: boolean;
    parent?: boolean | Prisma.Space$parentArgs<ExtArgs>;
}, ExtArgs["result"]["space"]>;
export type SpaceSelectScalar = {
    id?: boolean;
    organizationId?: boolean;
    parentId?: boolean;
    title?: boolean;
    emoji?: boolean;
    iconUrl?: boolean;
    visibility?: boolean;
    editMode?: boolean;
    defaultLevel?: boolean;
    language?: boolean;
    mergeRules?: boolean;
    revisionId?: boolean;
    position?: boolean;
    createdAt?: boolean;
    updatedAt?: boolean;
    deletedAt?: boolean;
    changeRequestCounter?: boolean;
};
export type SpaceOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"id" | "organizationId" | "parentId" | "title" | "emoji" | "iconUrl" | "visibility" | "editMode" | "defaultLevel" | "language" | "mergeRules" | "revisionId" | "position" | "createdAt" | "updatedAt" | "deletedAt" | "changeRequestCounter", ExtArgs["result"]["space"]>;
export type SpaceInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    parent?: boolean | Prisma.Space$parentArgs<ExtArgs>;
    revisions?: boolean | Prisma.Space$revisionsArgs<ExtArgs>;
    changeRequests?: boolean | Prisma.Space$changeRequestsArgs<ExtArgs>;
    comments?: boolean | Prisma.Space$commentsArgs<ExtArgs>;
    sourceBlobs?: boolean | Prisma.Space$sourceBlobsArgs<ExtArgs>;
    sourceWrites?: boolean | Prisma.Space$sourceWritesArgs<ExtArgs>;
    computedPageSources?: boolean | Prisma.Space$computedPageSourcesArgs<ExtArgs>;
    gitOperations?: boolean | Prisma.Space$gitOperationsArgs<ExtArgs>;
    gitSync?: boolean | Prisma.Space$gitSyncArgs<ExtArgs>;
    importRuns?: boolean | Prisma.Space$importRunsArgs<ExtArgs>;
    pagePathHistory?: boolean | Prisma.Space$pagePathHistoryArgs<ExtArgs>;
    documents?: boolean | Prisma.Space$documentsArgs<ExtArgs>;
    permissions?: boolean | Prisma.Space$permissionsArgs<ExtArgs>;
    _count?: boolean | Prisma.SpaceCountOutputTypeDefaultArgs<ExtArgs>;
};
export type SpaceIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    parent?: boolean | Prisma.Space$parentArgs<ExtArgs>;
};
export type SpaceIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    parent?: boolean | Prisma.Space$parentArgs<ExtArgs>;
};
export type $SpacePayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "Space";
    objects: {
        parent: Prisma.$CollectionPayload<ExtArgs> | null;
        revisions: Prisma.$RevisionPayload<ExtArgs>[];
        changeRequests: Prisma.$ChangeRequestPayload<ExtArgs>[];
        comments: Prisma.$CommentPayload<ExtArgs>[];
        sourceBlobs: Prisma.$SourceBlobPayload<ExtArgs>[];
        sourceWrites: Prisma.$SourceWritePayload<ExtArgs>[];
        computedPageSources: Prisma.$ComputedPageSourcePayload<ExtArgs>[];
        gitOperations: Prisma.$GitOperationPayload<ExtArgs>[];
        gitSync: Prisma.$SpaceGitSyncPayload<ExtArgs> | null;
        importRuns: Prisma.$ImportRunPayload<ExtArgs>[];
        pagePathHistory: Prisma.$PagePathHistoryPayload<ExtArgs>[];
        documents: Prisma.$SpaceDocumentPayload<ExtArgs>[];
        permissions: Prisma.$SpacePermissionPayload<ExtArgs>[];
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        id: string;
        organizationId: string;
        parentId: string | null;
        title: string;
        emoji: string | null;
        iconUrl: string | null;
        visibility: $Enums.ContentVisibility;
        editMode: $Enums.SpaceEditMode;
        defaultLevel: $Enums.DefaultLevel;
        language: string | null;
        mergeRules: runtime.JsonValue;
        revisionId: string;
        position: string;
        createdAt: Date;
        updatedAt: Date;
        deletedAt: Date | null;
        changeRequestCounter: number;
    }, ExtArgs["result"]["space"]>;
    composites: {};
};
export type SpaceGetPayload<S extends boolean | null | undefined | SpaceDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$SpacePayload, S>;
export type SpaceCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<SpaceFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: SpaceCountAggregateInputType | true;
};
export interface SpaceDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['Space'];
        meta: {
            name: 'Space';
        };
    };
    /**
     * Find zero or one Space that matches the filter.
     * @param {SpaceFindUniqueArgs} args - Arguments to find a Space
     * @example
     * // Get one Space
     * const space = await prisma.space.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends SpaceFindUniqueArgs>(args: Prisma.SelectSubset<T, SpaceFindUniqueArgs<ExtArgs>>): Prisma.Prisma__SpaceClient<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one Space that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {SpaceFindUniqueOrThrowArgs} args - Arguments to find a Space
     * @example
     * // Get one Space
     * const space = await prisma.space.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends SpaceFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, SpaceFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__SpaceClient<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first Space that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceFindFirstArgs} args - Arguments to find a Space
     * @example
     * // Get one Space
     * const space = await prisma.space.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends SpaceFindFirstArgs>(args?: Prisma.SelectSubset<T, SpaceFindFirstArgs<ExtArgs>>): Prisma.Prisma__SpaceClient<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first Space that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceFindFirstOrThrowArgs} args - Arguments to find a Space
     * @example
     * // Get one Space
     * const space = await prisma.space.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends SpaceFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, SpaceFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__SpaceClient<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more Spaces that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all Spaces
     * const spaces = await prisma.space.findMany()
     *
     * // Get first 10 Spaces
     * const spaces = await prisma.space.findMany({ take: 10 })
     *
     * // Only select the `id`
     * const spaceWithIdOnly = await prisma.space.findMany({ select: { id: true } })
     *
     */
    findMany<T extends SpaceFindManyArgs>(args?: Prisma.SelectSubset<T, SpaceFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a Space.
     * @param {SpaceCreateArgs} args - Arguments to create a Space.
     * @example
     * // Create one Space
     * const Space = await prisma.space.create({
     *   data: {
     *     // ... data to create a Space
     *   }
     * })
     *
     */
    create<T extends SpaceCreateArgs>(args: Prisma.SelectSubset<T, SpaceCreateArgs<ExtArgs>>): Prisma.Prisma__SpaceClient<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many Spaces.
     * @param {SpaceCreateManyArgs} args - Arguments to create many Spaces.
     * @example
     * // Create many Spaces
     * const space = await prisma.space.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends SpaceCreateManyArgs>(args?: Prisma.SelectSubset<T, SpaceCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many Spaces and returns the data saved in the database.
     * @param {SpaceCreateManyAndReturnArgs} args - Arguments to create many Spaces.
     * @example
     * // Create many Spaces
     * const space = await prisma.space.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many Spaces and only return the `id`
     * const spaceWithIdOnly = await prisma.space.createManyAndReturn({
     *   select: { id: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends SpaceCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, SpaceCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a Space.
     * @param {SpaceDeleteArgs} args - Arguments to delete one Space.
     * @example
     * // Delete one Space
     * const Space = await prisma.space.delete({
     *   where: {
     *     // ... filter to delete one Space
     *   }
     * })
     *
     */
    delete<T extends SpaceDeleteArgs>(args: Prisma.SelectSubset<T, SpaceDeleteArgs<ExtArgs>>): Prisma.Prisma__SpaceClient<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one Space.
     * @param {SpaceUpdateArgs} args - Arguments to update one Space.
     * @example
     * // Update one Space
     * const space = await prisma.space.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends SpaceUpdateArgs>(args: Prisma.SelectSubset<T, SpaceUpdateArgs<ExtArgs>>): Prisma.Prisma__SpaceClient<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more Spaces.
     * @param {SpaceDeleteManyArgs} args - Arguments to filter Spaces to delete.
     * @example
     * // Delete a few Spaces
     * const { count } = await prisma.space.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends SpaceDeleteManyArgs>(args?: Prisma.SelectSubset<T, SpaceDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more Spaces.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many Spaces
     * const space = await prisma.space.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends SpaceUpdateManyArgs>(args: Prisma.SelectSubset<T, SpaceUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more Spaces and returns the data updated in the database.
     * @param {SpaceUpdateManyAndReturnArgs} args - Arguments to update many Spaces.
     * @example
     * // Update many Spaces
     * const space = await prisma.space.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more Spaces and only return the `id`
     * const spaceWithIdOnly = await prisma.space.updateManyAndReturn({
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
    updateManyAndReturn<T extends SpaceUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, SpaceUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one Space.
     * @param {SpaceUpsertArgs} args - Arguments to update or create a Space.
     * @example
     * // Update or create a Space
     * const space = await prisma.space.upsert({
     *   create: {
     *     // ... data to create a Space
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the Space we want to update
     *   }
     * })
     */
    upsert<T extends SpaceUpsertArgs>(args: Prisma.SelectSubset<T, SpaceUpsertArgs<ExtArgs>>): Prisma.Prisma__SpaceClient<runtime.Types.Result.GetResult<Prisma.$SpacePayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of Spaces.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceCountArgs} args - Arguments to filter Spaces to count.
     * @example
     * // Count the number of Spaces
     * const count = await prisma.space.count({
     *   where: {
     *     // ... the filter for the Spaces we want to count
     *   }
     * })
    **/
    count<T extends SpaceCountArgs>(args?: Prisma.Subset<T, SpaceCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], SpaceCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a Space.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends SpaceAggregateArgs>(args: Prisma.Subset<T, SpaceAggregateArgs>): Prisma.PrismaPromise<GetSpaceAggregateType<T>>;
    /**
     * Group by Space.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SpaceGroupByArgs} args - Group by arguments.
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
    groupBy<T extends SpaceGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: SpaceGroupByArgs['orderBy'];
    } : {
        orderBy?: SpaceGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, SpaceGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetSpaceGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the Space model
     */
    readonly fields: SpaceFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for Space.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__SpaceClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    parent<T extends Prisma.Space$parentArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Space$parentArgs<ExtArgs>>): Prisma.Prisma__CollectionClient<runtime.Types.Result.GetResult<Prisma.$CollectionPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    revisions<T extends Prisma.Space$revisionsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Space$revisionsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$RevisionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    changeRequests<T extends Prisma.Space$changeRequestsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Space$changeRequestsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ChangeRequestPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    comments<T extends Prisma.Space$commentsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Space$commentsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    sourceBlobs<T extends Prisma.Space$sourceBlobsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Space$sourceBlobsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SourceBlobPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    sourceWrites<T extends Prisma.Space$sourceWritesArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Space$sourceWritesArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SourceWritePayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    computedPageSources<T extends Prisma.Space$computedPageSourcesArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Space$computedPageSourcesArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ComputedPageSourcePayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    gitOperations<T extends Prisma.Space$gitOperationsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Space$gitOperationsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$GitOperationPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    gitSync<T extends Prisma.Space$gitSyncArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Space$gitSyncArgs<ExtArgs>>): Prisma.Prisma__SpaceGitSyncClient<runtime.Types.Result.GetResult<Prisma.$SpaceGitSyncPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    importRuns<T extends Prisma.Space$importRunsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Space$importRunsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$ImportRunPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    pagePathHistory<T extends Prisma.Space$pagePathHistoryArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Space$pagePathHistoryArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$PagePathHistoryPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    documents<T extends Prisma.Space$documentsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Space$documentsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpaceDocumentPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
    permissions<T extends Prisma.Space$permissionsArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.Space$permissionsArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SpacePermissionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions> | Null>;
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
 * Fields of the Space model
 */
export interface SpaceFieldRefs {
    readonly id: Prisma.FieldRef<"Space", 'String'>;
    readonly organizationId: Prisma.FieldRef<"Space", 'String'>;
    readonly parentId: Prisma.FieldRef<"Space", 'String'>;
    readonly title: Prisma.FieldRef<"Space", 'String'>;
    readonly emoji: Prisma.FieldRef<"Space", 'String'>;
    readonly iconUrl: Prisma.FieldRef<"Space", 'String'>;
    readonly visibility: Prisma.FieldRef<"Space", 'ContentVisibility'>;
    readonly editMode: Prisma.FieldRef<"Space", 'SpaceEditMode'>;
    readonly defaultLevel: Prisma.FieldRef<"Space", 'DefaultLevel'>;
    readonly language: Prisma.FieldRef<"Space", 'String'>;
    readonly mergeRules: Prisma.FieldRef<"Space", 'Json'>;
    readonly revisionId: Prisma.FieldRef<"Space", 'String'>;
    readonly position: Prisma.FieldRef<"Space", 'String'>;
    readonly createdAt: Prisma.FieldRef<"Space", 'DateTime'>;
    readonly updatedAt: Prisma.FieldRef<"Space", 'DateTime'>;
    readonly deletedAt: Prisma.FieldRef<"Space", 'DateTime'>;
    readonly changeRequestCounter: Prisma.FieldRef<"Space", 'Int'>;
}
/**
 * Space findUnique
 */
export type SpaceFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Space
     */
    select?: Prisma.SpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Space
     */
    omit?: Prisma.SpaceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceInclude<ExtArgs> | null;
    /**
     * Filter, which Space to fetch.
     */
    where: Prisma.SpaceWhereUniqueInput;
};
/**
 * Space findUniqueOrThrow
 */
export type SpaceFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Space
     */
    select?: Prisma.SpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Space
     */
    omit?: Prisma.SpaceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceInclude<ExtArgs> | null;
    /**
     * Filter, which Space to fetch.
     */
    where: Prisma.SpaceWhereUniqueInput;
};
/**
 * Space findFirst
 */
export type SpaceFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Space
     */
    select?: Prisma.SpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Space
     */
    omit?: Prisma.SpaceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceInclude<ExtArgs> | null;
    /**
     * Filter, which Space to fetch.
     */
    where?: Prisma.SpaceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Spaces to fetch.
     */
    orderBy?: Prisma.SpaceOrderByWithRelationInput | Prisma.SpaceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for Spaces.
     */
    cursor?: Prisma.SpaceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Spaces from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Spaces.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Spaces.
     */
    distinct?: Prisma.SpaceScalarFieldEnum | Prisma.SpaceScalarFieldEnum[];
};
/**
 * Space findFirstOrThrow
 */
export type SpaceFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Space
     */
    select?: Prisma.SpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Space
     */
    omit?: Prisma.SpaceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceInclude<ExtArgs> | null;
    /**
     * Filter, which Space to fetch.
     */
    where?: Prisma.SpaceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Spaces to fetch.
     */
    orderBy?: Prisma.SpaceOrderByWithRelationInput | Prisma.SpaceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for Spaces.
     */
    cursor?: Prisma.SpaceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Spaces from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Spaces.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Spaces.
     */
    distinct?: Prisma.SpaceScalarFieldEnum | Prisma.SpaceScalarFieldEnum[];
};
/**
 * Space findMany
 */
export type SpaceFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Space
     */
    select?: Prisma.SpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Space
     */
    omit?: Prisma.SpaceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceInclude<ExtArgs> | null;
    /**
     * Filter, which Spaces to fetch.
     */
    where?: Prisma.SpaceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of Spaces to fetch.
     */
    orderBy?: Prisma.SpaceOrderByWithRelationInput | Prisma.SpaceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing Spaces.
     */
    cursor?: Prisma.SpaceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` Spaces from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` Spaces.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of Spaces.
     */
    distinct?: Prisma.SpaceScalarFieldEnum | Prisma.SpaceScalarFieldEnum[];
};
/**
 * Space create
 */
export type SpaceCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Space
     */
    select?: Prisma.SpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Space
     */
    omit?: Prisma.SpaceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceInclude<ExtArgs> | null;
    /**
     * The data needed to create a Space.
     */
    data: Prisma.XOR<Prisma.SpaceCreateInput, Prisma.SpaceUncheckedCreateInput>;
};
/**
 * Space createMany
 */
export type SpaceCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many Spaces.
     */
    data: Prisma.SpaceCreateManyInput | Prisma.SpaceCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * Space createManyAndReturn
 */
export type SpaceCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Space
     */
    select?: Prisma.SpaceSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the Space
     */
    omit?: Prisma.SpaceOmit<ExtArgs> | null;
    /**
     * The data used to create many Spaces.
     */
    data: Prisma.SpaceCreateManyInput | Prisma.SpaceCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * Space update
 */
export type SpaceUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Space
     */
    select?: Prisma.SpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Space
     */
    omit?: Prisma.SpaceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceInclude<ExtArgs> | null;
    /**
     * The data needed to update a Space.
     */
    data: Prisma.XOR<Prisma.SpaceUpdateInput, Prisma.SpaceUncheckedUpdateInput>;
    /**
     * Choose, which Space to update.
     */
    where: Prisma.SpaceWhereUniqueInput;
};
/**
 * Space updateMany
 */
export type SpaceUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update Spaces.
     */
    data: Prisma.XOR<Prisma.SpaceUpdateManyMutationInput, Prisma.SpaceUncheckedUpdateManyInput>;
    /**
     * Filter which Spaces to update
     */
    where?: Prisma.SpaceWhereInput;
    /**
     * Limit how many Spaces to update.
     */
    limit?: number;
};
/**
 * Space updateManyAndReturn
 */
export type SpaceUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Space
     */
    select?: Prisma.SpaceSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the Space
     */
    omit?: Prisma.SpaceOmit<ExtArgs> | null;
    /**
     * The data used to update Spaces.
     */
    data: Prisma.XOR<Prisma.SpaceUpdateManyMutationInput, Prisma.SpaceUncheckedUpdateManyInput>;
    /**
     * Filter which Spaces to update
     */
    where?: Prisma.SpaceWhereInput;
    /**
     * Limit how many Spaces to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * Space upsert
 */
export type SpaceUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Space
     */
    select?: Prisma.SpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Space
     */
    omit?: Prisma.SpaceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceInclude<ExtArgs> | null;
    /**
     * The filter to search for the Space to update in case it exists.
     */
    where: Prisma.SpaceWhereUniqueInput;
    /**
     * In case the Space found by the `where` argument doesn't exist, create a new Space with this data.
     */
    create: Prisma.XOR<Prisma.SpaceCreateInput, Prisma.SpaceUncheckedCreateInput>;
    /**
     * In case the Space was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.SpaceUpdateInput, Prisma.SpaceUncheckedUpdateInput>;
};
/**
 * Space delete
 */
export type SpaceDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Space
     */
    select?: Prisma.SpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Space
     */
    omit?: Prisma.SpaceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceInclude<ExtArgs> | null;
    /**
     * Filter which Space to delete.
     */
    where: Prisma.SpaceWhereUniqueInput;
};
/**
 * Space deleteMany
 */
export type SpaceDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which Spaces to delete
     */
    where?: Prisma.SpaceWhereInput;
    /**
     * Limit how many Spaces to delete.
     */
    limit?: number;
};
/**
 * Space.parent
 */
export type Space$parentArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Collection
     */
    select?: Prisma.CollectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Collection
     */
    omit?: Prisma.CollectionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CollectionInclude<ExtArgs> | null;
    where?: Prisma.CollectionWhereInput;
};
/**
 * Space.revisions
 */
export type Space$revisionsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Revision
     */
    select?: Prisma.RevisionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Revision
     */
    omit?: Prisma.RevisionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.RevisionInclude<ExtArgs> | null;
    where?: Prisma.RevisionWhereInput;
    orderBy?: Prisma.RevisionOrderByWithRelationInput | Prisma.RevisionOrderByWithRelationInput[];
    cursor?: Prisma.RevisionWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.RevisionScalarFieldEnum | Prisma.RevisionScalarFieldEnum[];
};
/**
 * Space.changeRequests
 */
export type Space$changeRequestsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ChangeRequest
     */
    select?: Prisma.ChangeRequestSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ChangeRequest
     */
    omit?: Prisma.ChangeRequestOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ChangeRequestInclude<ExtArgs> | null;
    where?: Prisma.ChangeRequestWhereInput;
    orderBy?: Prisma.ChangeRequestOrderByWithRelationInput | Prisma.ChangeRequestOrderByWithRelationInput[];
    cursor?: Prisma.ChangeRequestWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.ChangeRequestScalarFieldEnum | Prisma.ChangeRequestScalarFieldEnum[];
};
/**
 * Space.comments
 */
export type Space$commentsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Comment
     */
    select?: Prisma.CommentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Comment
     */
    omit?: Prisma.CommentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentInclude<ExtArgs> | null;
    where?: Prisma.CommentWhereInput;
    orderBy?: Prisma.CommentOrderByWithRelationInput | Prisma.CommentOrderByWithRelationInput[];
    cursor?: Prisma.CommentWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.CommentScalarFieldEnum | Prisma.CommentScalarFieldEnum[];
};
/**
 * Space.sourceBlobs
 */
export type Space$sourceBlobsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceBlob
     */
    select?: Prisma.SourceBlobSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceBlob
     */
    omit?: Prisma.SourceBlobOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceBlobInclude<ExtArgs> | null;
    where?: Prisma.SourceBlobWhereInput;
    orderBy?: Prisma.SourceBlobOrderByWithRelationInput | Prisma.SourceBlobOrderByWithRelationInput[];
    cursor?: Prisma.SourceBlobWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.SourceBlobScalarFieldEnum | Prisma.SourceBlobScalarFieldEnum[];
};
/**
 * Space.sourceWrites
 */
export type Space$sourceWritesArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SourceWrite
     */
    select?: Prisma.SourceWriteSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SourceWrite
     */
    omit?: Prisma.SourceWriteOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SourceWriteInclude<ExtArgs> | null;
    where?: Prisma.SourceWriteWhereInput;
    orderBy?: Prisma.SourceWriteOrderByWithRelationInput | Prisma.SourceWriteOrderByWithRelationInput[];
    cursor?: Prisma.SourceWriteWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.SourceWriteScalarFieldEnum | Prisma.SourceWriteScalarFieldEnum[];
};
/**
 * Space.computedPageSources
 */
export type Space$computedPageSourcesArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ComputedPageSource
     */
    select?: Prisma.ComputedPageSourceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ComputedPageSource
     */
    omit?: Prisma.ComputedPageSourceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ComputedPageSourceInclude<ExtArgs> | null;
    where?: Prisma.ComputedPageSourceWhereInput;
    orderBy?: Prisma.ComputedPageSourceOrderByWithRelationInput | Prisma.ComputedPageSourceOrderByWithRelationInput[];
    cursor?: Prisma.ComputedPageSourceWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.ComputedPageSourceScalarFieldEnum | Prisma.ComputedPageSourceScalarFieldEnum[];
};
/**
 * Space.gitOperations
 */
export type Space$gitOperationsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the GitOperation
     */
    select?: Prisma.GitOperationSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the GitOperation
     */
    omit?: Prisma.GitOperationOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.GitOperationInclude<ExtArgs> | null;
    where?: Prisma.GitOperationWhereInput;
    orderBy?: Prisma.GitOperationOrderByWithRelationInput | Prisma.GitOperationOrderByWithRelationInput[];
    cursor?: Prisma.GitOperationWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.GitOperationScalarFieldEnum | Prisma.GitOperationScalarFieldEnum[];
};
/**
 * Space.gitSync
 */
export type Space$gitSyncArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceGitSync
     */
    select?: Prisma.SpaceGitSyncSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceGitSync
     */
    omit?: Prisma.SpaceGitSyncOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceGitSyncInclude<ExtArgs> | null;
    where?: Prisma.SpaceGitSyncWhereInput;
};
/**
 * Space.importRuns
 */
export type Space$importRunsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the ImportRun
     */
    select?: Prisma.ImportRunSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the ImportRun
     */
    omit?: Prisma.ImportRunOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.ImportRunInclude<ExtArgs> | null;
    where?: Prisma.ImportRunWhereInput;
    orderBy?: Prisma.ImportRunOrderByWithRelationInput | Prisma.ImportRunOrderByWithRelationInput[];
    cursor?: Prisma.ImportRunWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.ImportRunScalarFieldEnum | Prisma.ImportRunScalarFieldEnum[];
};
/**
 * Space.pagePathHistory
 */
export type Space$pagePathHistoryArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the PagePathHistory
     */
    select?: Prisma.PagePathHistorySelect<ExtArgs> | null;
    /**
     * Omit specific fields from the PagePathHistory
     */
    omit?: Prisma.PagePathHistoryOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.PagePathHistoryInclude<ExtArgs> | null;
    where?: Prisma.PagePathHistoryWhereInput;
    orderBy?: Prisma.PagePathHistoryOrderByWithRelationInput | Prisma.PagePathHistoryOrderByWithRelationInput[];
    cursor?: Prisma.PagePathHistoryWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.PagePathHistoryScalarFieldEnum | Prisma.PagePathHistoryScalarFieldEnum[];
};
/**
 * Space.documents
 */
export type Space$documentsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpaceDocument
     */
    select?: Prisma.SpaceDocumentSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpaceDocument
     */
    omit?: Prisma.SpaceDocumentOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceDocumentInclude<ExtArgs> | null;
    where?: Prisma.SpaceDocumentWhereInput;
    orderBy?: Prisma.SpaceDocumentOrderByWithRelationInput | Prisma.SpaceDocumentOrderByWithRelationInput[];
    cursor?: Prisma.SpaceDocumentWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.SpaceDocumentScalarFieldEnum | Prisma.SpaceDocumentScalarFieldEnum[];
};
/**
 * Space.permissions
 */
export type Space$permissionsArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SpacePermission
     */
    select?: Prisma.SpacePermissionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SpacePermission
     */
    omit?: Prisma.SpacePermissionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpacePermissionInclude<ExtArgs> | null;
    where?: Prisma.SpacePermissionWhereInput;
    orderBy?: Prisma.SpacePermissionOrderByWithRelationInput | Prisma.SpacePermissionOrderByWithRelationInput[];
    cursor?: Prisma.SpacePermissionWhereUniqueInput;
    take?: number;
    skip?: number;
    distinct?: Prisma.SpacePermissionScalarFieldEnum | Prisma.SpacePermissionScalarFieldEnum[];
};
/**
 * Space without action
 */
export type SpaceDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the Space
     */
    select?: Prisma.SpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the Space
     */
    omit?: Prisma.SpaceOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.SpaceInclude<ExtArgs> | null;
};
